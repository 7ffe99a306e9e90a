import type { StoreConfig } from './config-schema';

/**
 * Whether the page is being edited in the CMS: the `authorMode` config key, or the editor's usual
 * URL marker `wcmmode=edit` (any case) in the page's query. Decided once, when the core starts,
 * before any backend call: in author mode none is ever started.
 */
export function isAuthorMode(config: Pick<StoreConfig, 'authorMode'>, search: string): boolean {
  return config.authorMode || new URLSearchParams(search).get('wcmmode')?.toLowerCase() === 'edit';
}
