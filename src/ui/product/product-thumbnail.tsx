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

/**
 * A product's thumbnail at a known address. The product's name is always beside it in our lists,
 * so the picture is decorative (`alt=""`): a screen reader does not hear the name twice. Lazy, as
 * a long cart or quick order may hold many.
 */
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

/**
 * Whether products show pictures (the image-capability flag) and, if so, where a product's
 * thumbnail is: '' when the flag is off or the product has none (off: no element, no request).
 */
export function useThumbnailUrl(): (images: readonly ProductImage[] | undefined) => string {
  const enabled = useFlag('image-capability');
  return (images) => (enabled ? (thumbnailUrl(images) ?? '') : '');
}

interface ProductThumbnailProps extends Omit<ThumbnailImageProps, 'src'> {
  images: readonly ProductImage[] | undefined;
}

/** A product's thumbnail with the image-capability flag; nothing without it. */
export function ProductThumbnail({ images, ...props }: ProductThumbnailProps) {
  const src = useThumbnailUrl()(images);
  return src === '' ? null : <ThumbnailImage src={src} {...props} />;
}
