import type { ImageData } from '../api/types';

/** Every picture carries its dimensions, so nothing jumps while it loads. */
export function Picture({ image, eager = false, className }: { image: ImageData; eager?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
