/**
 * What the benches measure inside the page (init scripts, serialised into it: each is
 * self-contained), and what they record of a page's requests.
 */

/**
 * `window.__shown`: when every widget shows content (its shadow root holds a `[data-state]` past
 * `loading`; a lazy widget out of view only once it loads), which ones still wait, the layout
 * shift without input and the first contentful paint. `tags` selects the widgets, queried each frame; without it, every `store-*` element of
 * the page's markup, listed once it is parsed (a walk of every element each frame would load the
 * main thread being measured). Widgets inside widgets count with them.
 */
export const widgetsShownProbe = (tags) => {
  const w = window;
  w.__shown = { ready: undefined, waiting: [], cls: 0, fcp: undefined };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.__shown.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__shown.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  let placed;
  const widgets = () => {
    if (tags) return [...document.querySelectorAll(tags)];
    if (!placed && document.readyState !== 'loading')
      placed = [...document.querySelectorAll('*')].filter((el) =>
        el.localName.startsWith('store-'),
      );
    return placed;
  };
  // A lazy widget (loading="lazy") out of view loads when the shopper moves, which a load without
  // input never does: not one the page shows before she interacts.
  const inView = (el) => {
    const box = el.getBoundingClientRect();
    return box.top < innerHeight && box.bottom > 0;
  };
  const shownBeforeInput = (el) => !el.matches('[loading=lazy i]:not(:defined)') || inView(el);
  const check = () => {
    const found = widgets();
    const waiting = (found ?? [])
      .filter(shownBeforeInput)
      .filter((el) => !el.shadowRoot?.querySelector('[data-state]:not([data-state="loading"])'));
    w.__shown.waiting = [...new Set(waiting.map((el) => el.localName))];
    // A selector may match nothing before the markup is parsed: wait for one.
    const done = found !== undefined && (!tags || found.length > 0) && waiting.length === 0;
    if (done) w.__shown.ready = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/**
 * `window.__paint`: when something is on screen, read as the first task after the next frame
 * (requestAnimationFrame, then setTimeout). `afterNextPaint(start, record)` records the time since
 * `start` (an event's timeStamp); `whenPainted(found, record)` waits each frame for `found()`, then
 * records the time that frame was painted.
 */
export const paintProbe = () => {
  const afterNextPaint = (start, record) =>
    requestAnimationFrame(() => setTimeout(() => record(performance.now() - start), 0));
  const whenPainted = (found, record) => {
    const poll = () => {
      if (!found()) return requestAnimationFrame(poll);
      requestAnimationFrame(() => setTimeout(() => record(performance.now()), 0));
    };
    requestAnimationFrame(poll);
  };
  window.__paint = { afterNextPaint, whenPainted };
};

/** Every same-origin script the page requests from now on (a provider's frames are not ours). */
export function recordScripts(page) {
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.origin === new URL(page.url()).origin) scripts.add(url.pathname);
  });
  return scripts;
}

/** Slows the page's CPU `rate` times (Chromium's throttling); 1 leaves it alone. */
export async function throttleCpu(context, page, rate) {
  if (rate <= 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
