// Finishes dist/ after `trunk build`:
//  1. moves Trunk's inline loader script into a hashed file, so the
//     Content-Security-Policy needs no 'unsafe-inline' for scripts, and adds
//     scripts/boot-extras.js (service worker, iframe height) to it;
//  2. adds that policy to index.html;
//  3. names the Web Worker's script (hashed by Trunk) in a meta tag, so the
//     page can start it when a job comes (it is not part of the first load);
//  4. writes the service worker's precache list and version from the files
//     actually built (hashed names come from the build, not a kept list).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stampServiceWorker } from './sw-stamp.mjs';

const dist = process.argv[2] ?? 'dist';
const indexPath = join(dist, 'index.html');
const sha = (data) => createHash('sha256').update(data).digest('hex');

const CONTENT_SECURITY_POLICY = [
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
  const extras = readFileSync(new URL('./boot-extras.js', import.meta.url), 'utf8');
  const code = match[1].trim() + '\n' + extras;
  const name = `boot-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(dist, name), code);
  return html.replace(inline, `<script type="module" src="./${name}"></script>`);
}

function addPolicy(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

function nameWorker(html) {
  const loader = readdirSync(dist).find((f) => /^worker(-[0-9a-f]+)?_loader\.js$/.test(f));
  if (!loader) throw new Error('post-build: no worker loader (worker_loader.js) in dist');
  return html.replace(/<\/head>/, `<meta name="old-laws-worker" content="./${loader}"></head>`);
}

let html = readFileSync(indexPath, 'utf8');
html = nameWorker(addPolicy(extractLoader(html)));
writeFileSync(indexPath, html);
// public/sw.js is the template; Trunk copied it into dist unchanged.
const sw = stampServiceWorker(dist, new URL('../public/sw.js', import.meta.url));
console.log(`post-build: loader extracted, CSP added, service worker ${sw.version} precaches ${sw.count} URLs`);
