/**
 * What a journey needs from a browser, whatever protocol drives it: Firefox over WebDriver BiDi
 * (browsers/firefox.ts), WebKit over WebDriver classic (browsers/webkit.ts). Everything above
 * this (finding by role and label, waiting, keyboard) is shared, so both engines run the same
 * journeys the same way.
 */
export type EngineName = 'firefox' | 'webkit';

/** One WebDriver key action: `value` is a character or a WebDriver key code (keys.ts). */
export type KeyAction = { type: 'keyDown' | 'keyUp'; value: string };

export interface Driver {
  readonly engine: EngineName;
  /** Loads the URL and waits for its load event. */
  navigate(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Calls `source` (a function expression with no outside references) with `args` in the page,
   * or in the document of the first `<iframe>` matching `frame` (a CSS selector matched in the
   * page and every open shadow root); the result comes back through JSON.
   */
  run<R>(source: string, args: readonly unknown[], frame?: string): Promise<R>;
  /**
   * A real mouse click at viewport coordinates (the browser's own hit testing and focus). In a
   * frame (as for `run`), `inFrame` are the coordinates in the frame's own viewport and `x`, `y`
   * those in the page's: each engine takes the ones it can deliver.
   */
  click(x: number, y: number, inFrame?: { frame: string; x: number; y: number }): Promise<void>;
  /**
   * The left mouse button pressed at viewport coordinates (in the page, not in a frame) and held
   * there until `release`: what the page does in between (a layout shift) happens under it.
   */
  press(x: number, y: number): Promise<void>;
  /** The held button released where it was pressed (the pointer has not moved). */
  release(): Promise<void>;
  /** Real key presses, to whatever has the focus. */
  keys(actions: readonly KeyAction[]): Promise<void>;
  screenshot(): Promise<Buffer>;
  setViewport(width: number, height: number): Promise<void>;
  /** A second window of the same browser profile (same storage: another tab of the shopper's). */
  openWindow(): Promise<Driver>;
  /** Closes this window; the first window's close ends the whole profile. */
  close(): Promise<void>;
}

/**
 * A left-button press at (x, y) of the viewport, as WebDriver's pointer actions say it (classic
 * and BiDi take the same items); `RELEASE` ends it, and both together are a click.
 */
export function pressAt(x: number, y: number): object[] {
  return [
    { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
    { type: 'pointerDown', button: 0 },
  ];
}
export const RELEASE: readonly object[] = [{ type: 'pointerUp', button: 0 }];

/** A browser launched once per worker; each test gets a fresh profile from it. */
export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  newDriver(viewport: { width: number; height: number }): Promise<Driver>;
  stop(): Promise<void>;
}

/**
 * The page-side wrapper of `Driver.run`: the function's result or its error, as JSON, so both
 * protocols return one string and errors keep the page's own message.
 */
export function wrapForPage(source: string): string {
  return `async (json) => {
    try {
      const value = await (${source})(...JSON.parse(json));
      return JSON.stringify({ value: value === undefined ? null : value });
    } catch (error) {
      // Firefox's and WebKit's stacks leave out the message (V8's start with it): both.
      const stack = (error && error.stack) || '';
      return JSON.stringify({
        error: stack.includes(String(error)) ? stack : String(error) + "\\n" + stack,
      });
    }
  }`;
}

export function unwrapFromPage<R>(json: string, what: string): R {
  const parsed = JSON.parse(json) as { value?: R; error?: string };
  if (parsed.error !== undefined) throw new Error(`${what}: ${parsed.error}`);
  return parsed.value as R;
}

/**
 * The iframe matching `selector` in the page or any open shadow root, first in document order:
 * run in the page to find a frame's element.
 */
export const FIND_FRAME = `(selector) => {
  const search = (root) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) {
        const inner = search(element.shadowRoot);
        if (inner) return inner;
      }
    return null;
  };
  return search(document);
}`;
