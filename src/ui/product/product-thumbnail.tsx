import { thumbnailUrl } from '../../api/products/product-image';
import type { ProductImage } from '../../api/products/product.schema';
import { useFlag } from '../../core/react/use-store';
import { useComponentSheet } from '../styles/use-component-sheet';
import css from './product-thumbnail.css?inline';

interface ThumbnailImageProps {
  src: string;
  /** Square side in CSS pixels: fixed, so nothing moves when the picture loads. */
  size: number;
  className?: string | undefined;
}

/** Decorative (`alt=""`): the product's name is always beside it, so it is not heard twice. */
export function ThumbnailImage({ src, size, className }: ThumbnailImageProps) {
  useComponentSheet(css);
  return (
    <img
      className={className ? `product-thumbnail ${className}` : 'product-thumbnail'}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
    />
  );
}

/** '' when the image-capability flag is off or the product has none. */
export function useThumbnailUrl(): (images: readonly ProductImage[] | undefined) => string {
  const enabled = useFlag('image-capability');
  return (images) => (enabled ? (thumbnailUrl(images) ?? '') : '');
}

interface ProductThumbnailProps extends Omit<ThumbnailImageProps, 'src'> {
  images: readonly ProductImage[] | undefined;
}

export function ProductThumbnail({ images, ...props }: ProductThumbnailProps) {
  const src = useThumbnailUrl()(images);
  return src === '' ? null : <ThumbnailImage src={src} {...props} />;
}
