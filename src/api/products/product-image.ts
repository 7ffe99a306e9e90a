import { getCore } from '../../core/core';
import type { ProductImage } from './product.schema';

/**
 * The address of a product's thumbnail, or undefined when it has none. OCC gives media paths
 * relative to the commerce API's origin: they load from `apiBase`, as the platform's calls do. An
 * absolute http(s) address (a media CDN) is used as given; anything else is ignored.
 */
export function thumbnailUrl(images: readonly ProductImage[] | undefined): string | undefined {
  const url = images?.find((image) => image.format === 'thumbnail')?.url;
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${getCore().config.apiBase}${url}`;
  return undefined;
}
