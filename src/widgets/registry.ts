import type { ElementImporter } from '../core/element/lazy-registry';
import importers from 'virtual:store-widgets/importers';

/**
 * Every tag's dynamic importer, listed by the build from the `*.element.ts` files
 * (scripts/build/widget-files.mjs), so adding a widget edits no shared list.
 */
export const WIDGET_IMPORTERS: Record<string, ElementImporter> = importers;
