import type { ProductImage } from '../../api/products/product.schema';
import type { SeedProduct } from './seed-products';

/** Product thumbnails drawn as SVG from the program's name, so no binary files are needed. */

/** The media path of a product's thumbnail, relative to the commerce API's origin (as OCC gives it). */
export function thumbnailPath(code: string): string {
  return `/medias/products/${encodeURIComponent(code)}/thumbnail.svg`;
}

export function productImages(product: SeedProduct): ProductImage[] {
  return [{ format: 'thumbnail', url: thumbnailPath(product.code) }];
}

/** Hue of a program's tile: the same program always gets the same colour. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function thumbnailSvg(product: SeedProduct): string {
  const hue = hueOf(product.program);
  const label = escapeXml(product.program.slice(0, 12));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="8" fill="hsl(${hue} 45% 88%)"/>` +
    `<rect x="12" y="14" width="72" height="52" rx="4" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="48" y="84" font-family="sans-serif" font-size="11" font-weight="700" ` +
    `text-anchor="middle" fill="hsl(${hue} 60% 22%)">${label}</text></svg>`
  );
}
