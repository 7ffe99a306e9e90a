import type { StoreConfig } from './config-schema';

/** Edited in the CMS; decided once at start, so that author mode never makes a backend call. */
export function isAuthorMode(config: Pick<StoreConfig, 'authorMode'>, search: string): boolean {
  return config.authorMode || new URLSearchParams(search).get('wcmmode')?.toLowerCase() === 'edit';
}
