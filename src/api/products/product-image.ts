import { getCore } from '../../core/core';
import type { ProductImage } from './product.schema';

/** OCC's media paths load from `apiBase`; an absolute http(s) address is used as given. */
export function thumbnailUrl(images: readonly ProductImage[] | undefined): string | undefined {
  const url = images?.find((image) => image.format === 'thumbnail')?.url;
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${getCore().config.apiBase}${url}`;
  return undefined;
}
