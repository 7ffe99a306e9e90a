import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Fault } from '../../src/mocks/control/faults';
import { attachFailureContext } from './failure-context';
import { productionPort } from './ports';

/** Back to the seeded backend state before each test: the fake backend is shared and stateful. */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__mock/reset');
  expect(response.ok()).toBe(true);
}

/** Makes an endpoint of the fake backend fail (500, timeout, malformed JSON, network down). */
export async function addFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__mock/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

/** Takes every fault away (the network is back); the backend's state stays. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/__mock/faults');
  expect(response.ok()).toBe(true);
}

/**
 * The `detail` of every `type` event the page's document hears, from the first script of every
 * page the tab opens on; read it with the function returned.
 */
/**
 * Chromium quietly sends a request again when a reused keep-alive connection drops before any
 * answer (as in checkout-accounts.spec.ts), so a `lost` answer would be resent by the browser
 * itself and never reach the page. POSTs to a path ending in `pathEnd` go through a relay that
 * never resends (Playwright's own client): the backend still makes the change and drops the
 * connection, and the page gets that as a network failure.
 */
export async function relayPostsWithoutResend(page: Page, pathEnd: RegExp | string): Promise<void> {
  await page.route(
    (url) =>
      typeof pathEnd === 'string' ? url.pathname.endsWith(pathEnd) : pathEnd.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      try {
        await route.fulfill({ response: await route.fetch() });
      } catch {
        await route.abort('connectionreset');
      }
    },
  );
}

export async function recordDocumentEvents(page: Page, type: string) {
  await page.addInitScript((name) => {
    const seen: unknown[] = [];
    (globalThis as Record<string, unknown>)[`__events:${name}`] = seen;
    document.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
  }, type);
  return () =>
    page.evaluate((name) => (globalThis as Record<string, unknown>)[`__events:${name}`], type);
}

/**
 * Like recordDocumentEvents, but kept by the test rather than the page: an event fired just before
 * the widget sends the shopper to another page (a quote ordered, then the checkout) is still
 * there after the navigation. Every page of the tab adds to one list.
 */
export async function recordEventsAcrossPages(page: Page, type: string) {
  const seen: unknown[] = [];
  const binding = `__record:${type}`;
  await page.exposeBinding(binding, (_source, detail: unknown) => {
    seen.push(detail);
  });
  await page.addInitScript(
    ([name, call]) => {
      document.addEventListener(name, (event) => {
        const record = (globalThis as Record<string, unknown>)[call] as (detail: unknown) => void;
        void record((event as CustomEvent).detail);
      });
    },
    [type, binding] as const,
  );
  return seen;
}

/** Console errors and uncaught page errors, collected from the moment the page is created. */
export function watchErrors(page: Page) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { consoleErrors, pageErrors };
}

/** The paths of the scripts the page asks for, from now on, in order. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Counts requests per URL path, for "one request per shared resource" checks. */
export function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

export const test = base.extend<{
  errors: ReturnType<typeof watchErrors>;
  freshBackend: undefined;
}>({
  // Each worker talks to its own production demo host, so its fake backend's state is its own
  // (tests/e2e/ports.ts). Other projects (dev) keep their one server.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(
      testInfo.project.name === 'production'
        ? `http://localhost:${productionPort(testInfo.parallelIndex)}`
        : baseURL,
    );
  },
  // Every test starts from the seeded backend, whether or not it asks for anything else.
  freshBackend: [
    async ({ request }, use) => {
      await resetBackend(request);
      await use(undefined);
    },
    { auto: true },
  ],
  errors: async ({ page }, use) => {
    await use(watchErrors(page));
  },
  // A failed test keeps what the page showed and where the focus was, for
  // failure-snapshot-reporter.ts to print.
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    await attachFailureContext(page, testInfo);
  },
  // `E2E_CPU_THROTTLE=4` slows every page's CPU fourfold: races that only a slow CI machine shows
  // (a step taken before the page is ready for it) show here too.
  context: async ({ context }, use) => {
    const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
    if (rate > 1) {
      const slow = async (target: Page) => {
        const cdp = await context.newCDPSession(target);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      };
      context.on('page', (opened) => void slow(opened));
      for (const open of context.pages()) await slow(open);
    }
    await use(context);
  },
});

export { expect };

export const header = (page: Page) => page.locator('store-header').first();
export const footer = (page: Page) => page.locator('store-footer').first();

/** Waits until the header and footer on the page have rendered content (or their fallback). */
export async function widgetsReady(page: Page): Promise<void> {
  await expect(
    header(page).locator('header[data-state]:not([data-state="loading"])'),
  ).toBeVisible();
  await expect(
    footer(page).locator('footer[data-state]:not([data-state="loading"])'),
  ).toBeVisible();
}

/** Two tabs of one browser, on two store pages (the first `firstPath`), both rendered. */
export async function twoTabs(
  context: BrowserContext,
  firstPath = '/store/usassessments/en/quickOrder',
): Promise<[Page, Page]> {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(firstPath);
  await second.goto('/p/0158979876');
  await widgetsReady(first);
  await widgetsReady(second);
  return [first, second];
}

/**
 * A popup opened with Enter from its focused trigger (mini-cart panel, account menu), closed with
 * Escape and opened again with Enter at once, with no wait between, three times: each time it
 * opens (`opened`: focus moved in) and stays open (`stillOpen`). On Preact, the closed popup's
 * focus-out listener once outlived it by a frame and closed the new one (scripts/build/preact-compat.mjs).
 */
export async function reopensAtOnce(
  page: Page,
  {
    opened,
    stillOpen,
    closed,
  }: { opened: Locator; stillOpen: () => Promise<void>; closed: Locator },
): Promise<void> {
  for (let round = 1; round <= 3; round += 1) {
    await page.keyboard.press('Enter');
    await expect(opened).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(opened, `round ${round}`).toBeFocused();
    await stillOpen();
    await page.keyboard.press('Escape');
    await expect(closed).toBeHidden();
  }
}
