// Offline support. The build fills in the version and the precache list
// (scripts/build/post-build.mjs), so every hashed file of this build is cached.
const VERSION = '__BUILD_VERSION__';
const PRECACHE = __PRECACHE_MANIFEST__;
const CACHE = `chess-laws-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(precache)
      .then(() => self.skipWaiting()),
  );
});
// A few files at a time: the whole list asked for at once (252 requests)
// held the network, and the reader's own requests queued behind it.
const AT_ONCE = 4;
async function precache(cache) {
  for (let i = 0; i < PRECACHE.length; i += AT_ONCE) {
    const batch = PRECACHE.slice(i, i + AT_ONCE).map((url) => new Request(url, { cache: 'reload' }));
    await cache.addAll(batch);
  }
}

// A new build takes over at once and deletes the caches of older builds.
// Saved studies live in localStorage, which this never touches.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('chess-laws-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Pages: network first (a new build is seen on the next load), cache when
// offline. Each page of the edition is kept under its own address without
// its query (the reader's state, which the page reads itself); a page not
// cached falls back to the site's root, whose app opens any address.
// Hashed assets: cache first, they never change under one name.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const page = new URL(request.url);
    page.search = '';
    page.hash = '';
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(page.href, copy));
          }
          return response;
        })
        .catch(() =>
          caches.match(page.href).then((hit) => hit ?? caches.match('./', { ignoreSearch: true })),
        ),
    );
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? fetch(request)));
});
