import { getCore } from '../../core/core';

/** URL of a per-locale content resource on the regional content host. */
export function contentUrl(file: string): string {
  const { config, store } = getCore();
  return `${config.contentBase}/content/${store.site.locale}/${file}`;
}
