import type { ImageData } from '../api/types';
import { preload } from 'react-dom';
import { lightestSrc, naturalSizes, PICTURE_FORMATS, PICTURE_TYPES, picturePreload, pictureSrcsets } from '../domain/picture-variants';
import './picture.css';

interface Props {
  image: ImageData;
  /** the page's main picture: fetched first and at once (it is what a shopper waits for) */
  eager?: boolean;
  className?: string;
  /** how wide the page draws it (`PICTURE_SIZES` names the shop's layouts); by default its own width, or the screen's */
  sizes?: string;
  /** the box it is drawn in when that is not its own size (a thumbnail) */
  width?: number;
  height?: number;
  /** false draws only the picture's box, named by its alt, over its lightest file, lazily: it is out of reach in a strip */
  fetched?: boolean;
}

/**
 * Every picture carries its dimensions, so nothing jumps while it loads. Drawn product photos and banners also
 * offer AVIF and WebP at a few widths, and the browser takes the smallest that is sharp at the width `sizes` says.
 */
export function Picture({
  image,
  eager = false,
  className,
  sizes = naturalSizes(image.width),
  width = image.width,
  height = image.height,
  fetched = true,
}: Props) {
  // The box its width and height give, so nothing moves once the full picture comes. It still names a real file (an
  // <img> without one is invalid, and a reader without scripts would see nothing), the lightest there is.
  if (!fetched)
    return (
      <img
        className={className}
        src={lightestSrc(image.src, image.width)}
        width={width}
        height={height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        fetchPriority="low"
      />
    );
  const img = (
    <img
      className={className}
      src={image.src}
      width={width}
      height={height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  const srcsets = pictureSrcsets(image.src, image.width);
  if (!srcsets) return img;
  const hint = eager ? picturePreload(image, sizes) : null;
  // The page's main picture is asked for from the head of the server's HTML, before any script runs; a
  // browser makes the same choice from the hint as from the <picture>, so the file is fetched once.
  if (hint)
    preload(hint.href, { as: 'image', type: hint.type, imageSrcSet: hint.imagesrcset, imageSizes: hint.imagesizes, fetchPriority: 'high' });
  return (
    <picture className="picture">
      {PICTURE_FORMATS.map((format) => (
        <source key={format} type={PICTURE_TYPES[format]} srcSet={srcsets[format]} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
