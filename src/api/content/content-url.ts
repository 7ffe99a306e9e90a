import { getCore } from '../../core/core';
import { contentUrlFor } from './content-files';

export function contentUrl(file: string): string {
  const { config, store } = getCore();
  return contentUrlFor(config.contentBase, store.site.locale, file);
}
