import type { ElementImporter, ElementModule } from '../core/element/lazy-registry';

/**
 * Every tag the loader knows, and where its code lives: each `src/widgets/{dir}/{name}.element.ts`
 * defines `<store-{name}>`. Adding a widget means adding its element file; nobody edits a shared
 * list. The loader imports nothing of a widget until its tag is on the page (the glob is lazy).
 */
const ELEMENT_FILES = import.meta.glob<ElementModule>('./*/*.element.ts');

function tagOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `store-${file.slice(0, -'.element.ts'.length)}`;
}

export const WIDGET_IMPORTERS: Record<string, ElementImporter> = Object.fromEntries(
  Object.entries(ELEMENT_FILES).map(([path, importer]) => [tagOf(path), importer]),
);
