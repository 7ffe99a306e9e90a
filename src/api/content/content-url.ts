import { getCore } from '../../core/core';
import { contentUrlFor } from './content-files';

/** URL of a per-locale content resource on the regional content host. */
export function contentUrl(file: string): string {
  const { config, store } = getCore();
  return contentUrlFor(config.contentBase, store.site.locale, file);
}
