import { getCore } from '../../core/core';
import { contentPath } from '../../core/element/content-prefetch';

/** URL of a per-locale content resource on the regional content host. */
export function contentUrl(file: string): string {
  const { config, store } = getCore();
  return contentPath(config.contentBase, store.site.locale, file);
}
