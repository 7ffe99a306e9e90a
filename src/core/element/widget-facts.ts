import type { RouteName } from '../routes/route-table';

/**
 * What the build, the docs and the demo host need to know about one tag, kept beside its element
 * (`{name}.facts.ts` next to `{name}.element.ts`, which defines `<store-{name}>`). A file of its
 * own so none of it ships in the widget's chunk: the loader gets the reserved boxes at build time
 * (scripts/build/widget-facts.mjs), the rest is read by node only.
 */
export interface WidgetFacts {
  /** The box kept for the tag until its code has run, so nothing below it moves. */
  reserved: ReservedBox;
  /**
   * On every store page (the header, the footer and what the header renders): the loader hints
   * its files, and it must never load TanStack Query (the build fails if it does).
   */
  everyPage?: true;
  /** Not on every page, yet reads nothing through TanStack Query either (the build checks it). */
  withoutQueryLibrary?: true;
  /** Tags it renders in its own shadow root by default: their files are hinted with its own. */
  renders?: `store-${string}`[];
  /** Its section of the docs site (/docs). */
  docs: DocsExample;
  /** Where the demo host shows it. */
  demo: DemoPlace;
}

/**
 * A block widget reserves a height (a page overrides it with `--store-{group or name}-reserved`;
 * widgets of one group share the first one's property and height). An inline widget reserves a
 * width and a height; `wide` widens it in a container at least that wide.
 */
export type ReservedBox =
  | { display: 'block'; height: number; group?: string }
  | {
      display: 'inline-block';
      width: number;
      height: number;
      alignTop?: true;
      /** The height is overridable with `--store-{name}-reserved`, as a block widget's. */
      overridable?: true;
      wide?: { fromContainerWidth: number; width: number };
    };

export interface DocsExample {
  /** The embed markup (default: the bare element). */
  snippet?: string;
  /** Rendered live on /docs: a widget that needs nothing from the address and never navigates. */
  live?: true;
}

export interface DemoPlace {
  /** The demo host's address the docs link to. */
  path: string;
  /** The page it brings; none when it is shown on a page the host has anyway (home, product). */
  page?: DemoPage;
}

export interface DemoPage {
  /** The site's route the page is served at; without one it is served at `path` alone. */
  route?: RouteName;
  /** The document's title, and the page's heading unless `heading` says otherwise. */
  title: string;
  /** The page's `<h1>`; `''` when the widget renders the page's heading itself. */
  heading?: string;
  /** The page's content, as a content author would write it. */
  markup: string;
}
