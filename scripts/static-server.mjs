// A small static file server for dist/, bound to loopback only.
// Usage: node scripts/static-server.mjs --root dist --port 8080 [--base /sub/path/]
// --base serves the site under a sub-path, as GitHub Pages does.
// Text and wasm go out gzipped when the browser accepts it, as static hosts
// (GitHub Pages among them) send them: the benchmarks that time the
// network (Lighthouse's slow mobile link) then see the real transfer sizes.
// Each file has an ETag from its content (weak: the gzipped and the plain
// body share it), and a browser that holds it is answered 304 with no
// body, as such hosts answer: `no-cache` makes the browser ask every time,
// so a new build is seen at once, but a file asked for again (the island
// on an old address and on the page it is sent on to) is not sent twice.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const root = resolve(args.root ?? 'dist');
const port = Number(args.port ?? 8080);
const base = ('/' + (args.base ?? '').replace(/^\/+|\/+$/g, '') + '/').replace('//', '/');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.wasm', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** What is worked out once per file and version, by path and modification
 * time (a rebuild changes it): its entity tag, from its bytes, and its
 * gzipped body, made when first asked for. */
const versions = new Map();

function versionOf(path, modified, body) {
  const key = `${path}@${modified}`;
  if (!versions.has(key)) versions.set(key, { tag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, gzipped: null });
  return versions.get(key);
}

async function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(base.length)) || 'index.html';
  } catch {
    return null; // a malformed escape names no file
  }
  const path = normalize(join(root, relative));
  if (!path.startsWith(root)) return null; // no escaping the root
  try {
    const info = await stat(path);
    return info.isDirectory() ? join(path, 'index.html') : path;
  } catch {
    return null;
  }
}

createServer(async (request, response) => {
  const urlPath = new URL(request.url, 'http://localhost').pathname;
  if (urlPath + '/' === base) {
    response.writeHead(301, { Location: base });
    return response.end();
  }
  const path = await fileFor(urlPath);
  try {
    if (!path) throw new Error('not found');
    // Its time before its bytes: a file rewritten in between has its new
    // bytes kept under its old time, which no later request looks up, and
    // never its old bytes under the new time.
    const { mtimeMs } = await stat(path);
    const body = await readFile(path);
    const version = versionOf(path, mtimeMs, body);
    const headers = {
      'Content-Type': types[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: version.tag,
      Vary: 'Accept-Encoding',
    };
    const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (held.includes(headers.ETag) || held.includes('*')) {
      response.writeHead(304, headers);
      return response.end();
    }
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (acceptsGzip && compressible.has(extname(path))) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      version.gzipped ??= gzipSync(body, { level: 9 });
      return response.end(version.gzipped);
    }
    response.writeHead(200, headers);
    response.end(body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  }
}).listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${base}`);
});
