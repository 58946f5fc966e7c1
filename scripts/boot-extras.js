
// --- Added by scripts/post-build.mjs after Trunk's loader ---

// Offline: the service worker precaches this build (public/sw.js).
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((error) => console.warn('offline mode unavailable:', error));
}

// Inside an article's iframe: tell the article our height, so it can size
// the frame (message { type: 'old-laws:height', height }).
if (window.parent !== window) {
  let reported = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== reported) {
      reported = height;
      window.parent.postMessage({ type: 'old-laws:height', height }, '*');
    }
  };
  new ResizeObserver(report).observe(document.documentElement);
  report();
}
