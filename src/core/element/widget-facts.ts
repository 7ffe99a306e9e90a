import type { RouteName } from '../routes/route-table';

// What the build, the docs and the demo host know of one tag (`{name}.facts.ts`), apart from its
// element so that none of it ships in the widget's chunk (scripts/build/widget-facts.mjs).
export interface WidgetFacts {
  /** Kept until the tag's code has run, so nothing below it moves. */
  reserved: ReservedBox;
  /** On every store page: the loader hints its files. */
  everyPage?: true;
  /** Tags in its own shadow root: their files are hinted with its own. */
  renders?: `store-${string}`[];
  docs: DocsExample;
  demo: DemoPlace;
}

/**
 * A page overrides a block height with `--store-{group or name}-reserved`; a group shares one.
 * The widget's own sheet keeps it as its least height (`:host`). An account page's and the cart's
 * is `PAGE_CONTENT_HEIGHT`: their content comes after the session check and the page's reads (a
 * signed-in shopper's list, form or cart, much taller than "Loading…"), and a box of most of the
 * window keeps what follows it (the footer) out of view until then, so nothing in view moves; a
 * visitor's "Please sign in" or empty cart sits in the same box.
 */
export type ReservedBox =
  | { display: 'block'; height: number | typeof PAGE_CONTENT_HEIGHT; group?: string }
  | {
      display: 'inline-block';
      width: number;
      height: number;
      /**
       * Its box's `vertical-align`: `top` for a box taller than a line (a picture, a button with
       * its notice), `text-bottom` for a run of text (no taller than its line, so the line keeps its height).
       */
      align?: 'top' | 'text-bottom';
      /** Its height too, with `--store-{name}-reserved`. */
      overridable?: true;
      /** A wider box in a container at least `fromContainerWidth` wide. */
      wide?: { fromContainerWidth: number; width: number };
      /**
       * Another width for some values of one attribute (a field whose value is a letter), so
       * that the text around it keeps its lines. The widget's placeholder takes the same.
       */
      byAttribute?: { name: string; widths: Record<string, number> };
    };

/** Most of the window: below a header and a page heading, the footer starts out of view. */
export const PAGE_CONTENT_HEIGHT = '75vh';

export interface DocsExample {
  /** Default: the bare element. */
  snippet?: string;
  /** Only for a widget that needs nothing from the address and never navigates. */
  live?: true;
}

export interface DemoPlace {
  path: string;
  /** None when shown on a page the host has anyway (home, product). */
  page?: DemoPage;
}

export interface DemoPage {
  /** Without one, the page is served at `path` alone. */
  route?: RouteName;
  title: string;
  /** Default: `title`; `''` when the widget renders the heading itself. */
  heading?: string;
  markup: string;
}
