// Finishes dist/ after `trunk build`:
//  1. moves Trunk's inline loader script into a hashed file, so the
//     Content-Security-Policy needs no 'unsafe-inline' for scripts;
//  2. adds that policy to index.html;
//  3. writes the service worker's precache list and version from the files
//     actually built (hashed names come from the build, not a kept list).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const indexPath = join(dist, 'index.html');
const sha = (data) => createHash('sha256').update(data).digest('hex');

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function extractLoader(html) {
  const inline = /<script type="module"(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/;
  const match = html.match(inline);
  if (!match) throw new Error('post-build: no inline loader script found in index.html');
  const registration = `
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((error) => console.warn('offline mode unavailable:', error));
}
`;
  const code = match[1].trim() + '\n' + registration;
  const name = `boot-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(dist, name), code);
  return html.replace(inline, `<script type="module" src="./${name}"></script>`);
}

function addPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function writeServiceWorker() {
  const swPath = join(dist, 'sw.js');
  const files = filesUnder(dist)
    .map((path) => relative(dist, path).split('\\').join('/'))
    .filter((path) => path !== 'sw.js')
    .sort();
  const version = sha(files.map((f) => f + sha(readFileSync(join(dist, f)))).join('\n')).slice(0, 16);
  const precache = ['./', ...files.map((f) => './' + f)];
  const source = readFileSync(swPath, 'utf8')
    .replace('__BUILD_VERSION__', version)
    .replace('__PRECACHE_MANIFEST__', JSON.stringify(precache, null, 2));
  writeFileSync(swPath, source);
  return { version, count: precache.length };
}

let html = readFileSync(indexPath, 'utf8');
html = addPolicy(extractLoader(html));
writeFileSync(indexPath, html);
const sw = writeServiceWorker();
console.log(`post-build: loader extracted, CSP added, service worker ${sw.version} precaches ${sw.count} URLs`);
