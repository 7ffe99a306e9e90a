// The rows' thumbnails (the image-capability flag, off by default): their code, loaded only when
// the flag is on (use-row-thumbnails.ts).
export { ThumbnailImage } from '../../ui/product/product-thumbnail';
export { thumbnailUrl } from '../../api/products/product-image';
