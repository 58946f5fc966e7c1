
// --- Put by scripts/build/post-build.mjs before the page's loader (boot-select.js),
// so that it runs as the page loads, not after the loader's waits ---

// Inside an article's iframe: tell the article our height, so it can size
// the frame (message { type: 'old-laws:height', height }). A study is built
// in stages (src/components/study/stages.rs), each taller than the last: reported
// stage by stage, the frame first shrank to the empty page and then grew
// four times, moving the article's text each time. So the first report waits
// for the whole study (data-built="all"), and the frame keeps the height its
// code gives until then; after it, every change of height is reported. A
// page that never gets built (a failure) reports after a few seconds, but
// the root's page standing in for another waits for the live app's page.
if (window.parent !== window) {
  let reported = 0;
  let waiting = true;
  const report = () => {
    if (waiting) return;
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== reported) {
      reported = height;
      window.parent.postMessage({ type: 'old-laws:height', height }, '*');
    }
  };
  const startReporting = () => {
    if (!waiting) return;
    waiting = false;
    report();
  };
  // The root's page as built, when the address names another page
  // (boot-select.js), is not measured: the live app's page is.
  // Nor is a page as built whose address names another state of its study:
  // the live app may draw it at another height.
  const elsewhere = () => 'builtElsewhere' in document.documentElement.dataset;
  const otherState = () => 'otherState' in document.documentElement.dataset;
  const built = () =>
    document.querySelector('[data-built="all"]') !== null &&
    !((elsewhere() || otherState()) && document.querySelector('[data-prerendered=""]'));
  const watch = new MutationObserver(() => {
    if (built()) {
      watch.disconnect();
      startReporting();
    }
  });
  watch.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-built', 'data-other-state'] });
  // A page as built is whole as it is read: its height is reported in the
  // first frame, with the page standing in for another set aside by the
  // loader first (its mark is set in the same task as this runs).
  requestAnimationFrame(() => {
    if (built()) {
      watch.disconnect();
      startReporting();
    }
  });
  setTimeout(() => {
    if (built() || !elsewhere()) {
      watch.disconnect();
      startReporting();
    }
  }, 4000);
  new ResizeObserver(report).observe(document.documentElement);
}
