import { http, HttpResponse } from 'msw';
import { thumbnailSvg } from '../db/product-images';
import { SEED_PRODUCTS } from '../db/seed-products';
import { service } from './commerce-declarations';

/**
 * The platform's media server: product thumbnails at the paths products carry
 * (db/product-images.ts), as long-cached SVG, so that the image-capability flag's pictures load.
 */
export const mediaHandlers = service('media', [
  http.get('*/medias/products/:code/thumbnail.svg', ({ params }) => {
    const product = SEED_PRODUCTS.find((p) => p.code === params.code);
    if (!product) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(thumbnailSvg(product), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
]);
