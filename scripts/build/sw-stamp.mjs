// Writes the service worker of a built site: its version (a hash of every
// file) and its precache list (every file), from the template public/sw.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const sha = (data) => createHash('sha256').update(data).digest('hex');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Stamps `dir`/sw.js from `template`; returns the version, the URL count
 * and the bytes precached (as stored, before any compression on the wire).
 * `leaveOut(path)` names files that are not cached for offline use. A
 * page's `index.html` is cached under its page's address (`./studies/x/`),
 * which is what a reader navigates to. */
export function stampServiceWorker(dir, template, leaveOut = () => false) {
  const files = filesUnder(dir)
    .map((path) => relative(dir, path).split('\\').join('/'))
    .filter((path) => path !== 'sw.js' && !leaveOut(path))
    .sort();
  const version = sha(files.map((f) => f + sha(readFileSync(join(dir, f)))).join('\n')).slice(0, 16);
  const addresses = files.map((f) => (f.endsWith('/index.html') ? f.slice(0, -'index.html'.length) : f));
  const precache = ['./', ...addresses.filter((f) => f !== 'index.html').map((f) => './' + f)];
  const source = readFileSync(template, 'utf8')
    .replace('__BUILD_VERSION__', version)
    .replace('__PRECACHE_MANIFEST__', JSON.stringify(precache, null, 2));
  writeFileSync(join(dir, 'sw.js'), source);
  const bytes = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  return { version, count: precache.length, bytes };
}
