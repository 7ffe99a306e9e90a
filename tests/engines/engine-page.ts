import type { Driver, EngineName } from './driver';
import { inPage, type Found, type Operation, type Query, type TextMatch } from './in-page';
import { pressActions, typeActions } from './keys';

/**
 * The journeys' view of a page in Firefox or WebKit: locators by role, label and text through the
 * shadow roots, real clicks and keys, and expectations that wait (up to `EXPECT_TIMEOUT`) as
 * Playwright's do in the Chromium suite.
 */
export const EXPECT_TIMEOUT = 10_000;

export type Text = string | RegExp;

const textMatch = (text: Text, exact = false): TextMatch =>
  typeof text === 'string' ? { text, exact } : { pattern: text.source, flags: text.flags };

const describeText = (text: TextMatch | undefined) =>
  text === undefined
    ? ''
    : text.pattern !== undefined
      ? `/${text.pattern}/${text.flags ?? ''}`
      : JSON.stringify(text.text);

export function describeQuery(query: Query): string {
  const parts = [
    query.css && `css=${query.css}`,
    query.role && `role=${query.role}`,
    query.name && `name=${describeText(query.name)}`,
    query.label && `label=${describeText(query.label)}`,
    query.text && `text=${describeText(query.text)}`,
    query.hasText && `hasText=${describeText(query.hasText)}`,
    query.nth !== undefined && `nth=${query.nth}`,
  ].filter(Boolean);
  const self = parts.join(' ');
  return query.within ? `${describeQuery(query.within)} >> ${self}` : self;
}

const IN_PAGE = inPage.toString();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value `done` accepts, or fails with `message` and the last value. */
export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  message: (last: T | undefined, error?: unknown) => string,
  timeout = EXPECT_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 250)) {
    try {
      last = await probe();
      lastError = undefined;
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(message(last, lastError));
    await sleep(delay);
  }
}

/** Where a locator's queries run: the page, or an iframe in it (the payment provider's fields). */
interface Scope {
  frame?: string;
}

export class EnginePage {
  constructor(
    readonly driver: Driver,
    readonly baseURL: string,
    readonly viewport: { width: number; height: number },
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  async goto(path: string): Promise<void> {
    await this.driver.navigate(new URL(path, this.baseURL).href);
  }

  url(): Promise<string> {
    return this.driver.url();
  }

  /** Waits until the page's address matches (a redirect, a navigation after a click). */
  async expectURL(pattern: RegExp): Promise<void> {
    await waitFor(
      () => this.url(),
      (url) => pattern.test(url),
      (url) => `Expected the address to match ${pattern}, was ${url}`,
    );
  }

  evaluate<R>(source: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<R> {
    return this.driver.run<R>(String(source), args);
  }

  /** @internal the in-page finder (in-page.ts). */
  operate<R>(operation: Operation, query: Query | null, scope: Scope = {}): Promise<R> {
    return this.driver.run<R>(IN_PAGE, [operation, query], scope.frame);
  }

  locator(query: Query): EngineLocator {
    return new EngineLocator(this, query, {});
  }

  role(role: string, name?: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({
      role,
      name: name === undefined ? undefined : textMatch(name, options.exact),
    });
  }

  label(label: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({ label: textMatch(label, options.exact) });
  }

  text(text: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({ text: textMatch(text, options.exact) });
  }

  css(css: string): EngineLocator {
    return this.locator({ css });
  }

  /** The document of an iframe (CSS selector, matched through shadow roots). */
  frame(selector: string): EngineFrame {
    return new EngineFrame(this, selector);
  }

  async press(combo: string): Promise<void> {
    await this.driver.keys(pressActions(combo));
  }

  async type(text: string): Promise<void> {
    await this.driver.keys(typeActions(text));
  }

  /** The focused element through every shadow root (`store-cart > button "Remove"`). */
  focusedPath(): Promise<string> {
    return this.operate<string>('focused-path', null);
  }

  /** The page's visible dialogs, alerts and status lines, with their text. */
  alerts(): Promise<string[]> {
    return this.operate<string[]>('alerts', null);
  }

  /** Scroll position and size: where the shopper is looking. */
  scrollState(): Promise<{ y: number; height: number; innerHeight: number }> {
    return this.evaluate(() => ({
      y: window.scrollY,
      height: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
  }

  /** Another window of the same shopper (same storage), at this one's size. */
  async openWindow(): Promise<EnginePage> {
    const driver = await this.driver.openWindow();
    await driver.setViewport(this.viewport.width, this.viewport.height);
    return new EnginePage(driver, this.baseURL, this.viewport);
  }
}

export class EngineFrame {
  constructor(
    readonly page: EnginePage,
    readonly selector: string,
  ) {}

  locator(query: Query): EngineLocator {
    return new EngineLocator(this.page, query, { frame: this.selector });
  }

  role(role: string, name?: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({
      role,
      name: name === undefined ? undefined : textMatch(name, options.exact),
    });
  }

  text(text: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({ text: textMatch(text, options.exact) });
  }
}

export class EngineLocator {
  constructor(
    readonly page: EnginePage,
    readonly query: Query,
    private readonly scope: Scope,
  ) {}

  toString(): string {
    return `${this.scope.frame ? `frame ${this.scope.frame} >> ` : ''}${describeQuery(this.query)}`;
  }

  locator(query: Query): EngineLocator {
    return new EngineLocator(this.page, { ...query, within: this.query }, this.scope);
  }

  role(role: string, name?: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({
      role,
      name: name === undefined ? undefined : textMatch(name, options.exact),
    });
  }

  label(label: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({ label: textMatch(label, options.exact) });
  }

  text(text: Text, options: { exact?: boolean } = {}): EngineLocator {
    return this.locator({ text: textMatch(text, options.exact) });
  }

  css(css: string): EngineLocator {
    return this.locator({ css });
  }

  /** Only the matches whose text matches (Playwright's `filter({ hasText })`). */
  withText(text: Text): EngineLocator {
    return new EngineLocator(this.page, { ...this.query, hasText: textMatch(text) }, this.scope);
  }

  nth(index: number): EngineLocator {
    return new EngineLocator(this.page, { ...this.query, nth: index }, this.scope);
  }

  inspect(operation: Operation = 'inspect'): Promise<Found> {
    return this.page.operate<Found>(operation, this.query, this.scope);
  }

  private async waitUntil(
    what: string,
    done: (found: Found) => boolean,
    operation: Operation = 'inspect',
    timeout = EXPECT_TIMEOUT,
  ): Promise<Found> {
    try {
      return await this.waitUntilInPage(what, done, operation, timeout);
    } catch (error) {
      if (!this.scope.frame || !(error instanceof Error)) throw error;
      error.message += `; ${await this.frameState(this.scope.frame)}`;
      throw error;
    }
  }

  /**
   * A frame's own state for a failure: how far its document got and what it fetched (a WebKit
   * run twice found the payment provider's challenge with its script never run, issue 27).
   */
  private async frameState(frame: string): Promise<string> {
    try {
      return await this.page.driver.run<string>(
        `() => 'frame ' + location.pathname + ': ' + document.readyState + ' at ' + Math.round(performance.now()) + ' ms; fetched ' + performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() + ' ' + Math.round(e.startTime) + '+' + Math.round(e.duration) + ' ms').join(', ')`,
        [],
        frame,
      );
    } catch (error) {
      return `frame ${frame} unreadable: ${String(error)}`;
    }
  }

  private waitUntilInPage(
    what: string,
    done: (found: Found) => boolean,
    operation: Operation,
    timeout: number,
  ): Promise<Found> {
    return waitFor(
      () => this.inspect(operation),
      done,
      (last, error) =>
        `Expected ${this} to ${what}` +
        (error ? `: ${String(error)}` : '') +
        (last
          ? `; found ${last.count}${last.problem ? ` (${last.problem})` : ''}` +
            (last.count === 1
              ? `: text ${JSON.stringify(last.text?.slice(0, 120))}, value ${JSON.stringify(last.value)}, checked ${last.checked}, enabled ${last.enabled}, focused ${last.focused}, under the pointer ${last.hit}, box ${JSON.stringify(last.box)}`
              : '')
          : ''),
      timeout,
    );
  }

  /** A real click at its centre, once it is the one match, visible, enabled and not covered. */
  async click(): Promise<void> {
    // In a frame, the frame first comes into view in the page, as the shopper scrolls to it
    // (WebKit holds back an off-screen cross-origin frame's work).
    const frame = this.scope.frame
      ? await this.page
          .css(this.scope.frame)
          .waitUntil('be visible', (f) => f.count === 1, 'scroll')
      : undefined;
    const { x, y } = await this.clickablePoint();
    if (frame) {
      // Where the frame is now, after its content scrolled within it.
      const at = await this.page.css(this.scope.frame!).inspect();
      await this.page.driver.click(at.origin!.x + x, at.origin!.y + y, {
        frame: this.scope.frame!,
        x,
        y,
      });
      return;
    }
    await this.page.driver.click(x, y);
  }

  /**
   * The mouse button pressed and held at its centre (as `click` finds it; in the page only): the
   * press point comes back, for `driver.release()` there once the test has done what happens
   * while the shopper holds it.
   */
  async press(): Promise<{ x: number; y: number }> {
    if (this.scope.frame) throw new Error(`press ${this}: in the page only`);
    const { x, y } = await this.clickablePoint();
    await this.page.driver.press(x, y);
    return { x, y };
  }

  /** Its centre, once it is the one match, visible, enabled, not covered, and stays there. */
  private async clickablePoint(): Promise<{ x: number; y: number }> {
    const clickable = () =>
      this.waitUntil(
        'be clickable',
        (f) => f.count === 1 && f.enabled === true && f.hit === true,
        'scroll',
      );
    // Where it stays: the same box twice, a moment apart, as Playwright waits for a stable box. A
    // layout still settling (a frame above it getting its height) would move it from under the
    // click: a WebKit run clicked the checkout's challenge frame instead of the terms below it.
    let found = await clickable();
    for (let tries = 0; tries < 20; tries += 1) {
      await sleep(60);
      const again = await clickable();
      const same = JSON.stringify(again.box) === JSON.stringify(found.box);
      found = again;
      if (same) break;
    }
    const { x, y } = found as Required<Found>;
    return { x, y };
  }

  /** The focus on it, as Tab presses would put it there; then `press` works on it. */
  async focus(): Promise<void> {
    await this.waitUntil('take the focus', (f) => f.count === 1 && f.focused === true, 'focus');
  }

  /** Clicks it, clears what it holds and types `text` key by key. */
  async fill(text: string): Promise<void> {
    await this.click();
    await this.waitUntil('take the focus', (f) => f.focused === true);
    await this.page.driver.run(
      `() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; if (a && typeof a.select === 'function') a.select(); }`,
      [],
      this.scope.frame,
    );
    await this.page.press('Backspace');
    if (text) await this.page.type(text);
  }

  /** Ticks a checkbox or picks a radio by clicking it, unless it is already so. */
  async check(): Promise<void> {
    const found = await this.waitUntil('be there', (f) => f.count === 1);
    if (found.checked !== true) await this.click();
    await this.expectChecked();
  }

  async expectVisible(): Promise<void> {
    await this.waitUntil('be visible', (f) => f.count === 1);
  }

  async expectCount(count: number): Promise<void> {
    await this.waitUntil(`match ${count} elements`, (f) => f.count === count);
  }

  async expectHidden(): Promise<void> {
    await this.waitUntil('be hidden', (f) => f.count === 0);
  }

  async expectFocused(): Promise<void> {
    await this.waitUntil('have the focus', (f) => f.count === 1 && f.focused === true);
  }

  async expectChecked(checked = true): Promise<void> {
    await this.waitUntil(checked ? 'be checked' : 'be unchecked', (f) => f.checked === checked);
  }

  async expectEnabled(): Promise<void> {
    await this.waitUntil('be enabled', (f) => f.count === 1 && f.enabled === true);
  }

  async expectText(text: Text): Promise<void> {
    const match = textMatch(text);
    await this.waitUntil(
      `have text ${describeText(match)}`,
      (f) => f.count === 1 && f.text !== undefined && matchesText(f.text, match),
    );
  }

  async expectValue(value: string): Promise<void> {
    await this.waitUntil(`have value ${JSON.stringify(value)}`, (f) => f.value === value);
  }

  async expectAttribute(name: string, value: Text): Promise<void> {
    const match = textMatch(value, true);
    await this.waitUntil(`have ${name}=${describeText(match)}`, (f) =>
      matchesText(f.attributes?.[name] ?? '', match),
    );
  }

  /** Fully inside the window (to the pixel: layout has fractions), seen without scrolling. */
  async expectInViewport(): Promise<void> {
    const { width, height } = await this.page.evaluate<{ width: number; height: number }>(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
    }));
    await this.waitUntil(
      `be on screen (${width}x${height})`,
      (f) =>
        f.count === 1 &&
        f.box!.top > -1 &&
        f.box!.left > -1 &&
        f.box!.bottom < height + 1 &&
        f.box!.right < width + 1,
    );
  }

  /** The focus is on it or on something inside it. */
  async expectFocusInside(): Promise<void> {
    await waitFor(
      () => this.page.operate<boolean>('focus-inside', this.query, this.scope),
      (inside) => inside,
      () => `Expected the focus inside ${this}`,
    );
  }

  async focusIsInside(): Promise<boolean> {
    return this.page.operate<boolean>('focus-inside', this.query, this.scope);
  }

  async count(): Promise<number> {
    return (await this.inspect()).count;
  }

  async isVisible(): Promise<boolean> {
    return (await this.inspect()).count > 0;
  }

  /** The text of every match. */
  texts(): Promise<string[]> {
    return this.page.operate<string[]>('texts', this.query, this.scope);
  }
}

function matchesText(value: string, match: TextMatch): boolean {
  const text = value.replace(/\s+/g, ' ').trim();
  if (match.pattern !== undefined) return new RegExp(match.pattern, match.flags).test(text);
  const wanted = (match.text ?? '').replace(/\s+/g, ' ').trim();
  return match.exact ? text === wanted : text.toLowerCase().includes(wanted.toLowerCase());
}
