import type { ElementImporter } from '../core/element/lazy-registry';
import importers from 'virtual:store-widgets/importers';

/**
 * Every tag the loader knows, and where its code lives: each `src/widgets/{dir}/{name}.element.ts`
 * defines `<store-{name}>`, and the build lists them, keyed by tag (scripts/build/widget-files.mjs).
 * Adding a widget means adding its element file; nobody edits a shared list. The loader imports
 * nothing of a widget until its tag is on the page (each importer is a dynamic import).
 */
export const WIDGET_IMPORTERS: Record<string, ElementImporter> = importers;
