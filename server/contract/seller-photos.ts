import { Type } from 'typebox';
import { PRODUCT_PHOTO_KEY, PRODUCT_PHOTO_MAX_MB, PRODUCT_PHOTOS_MAX } from '../../src/domain/product-photos';
import { Id, Image } from './common';

/** Sellers' photos of the goods their offers sell and of their proposed products (docs/product-rules.md#product-photos). */
export const PHOTO_UPLOAD_DESCRIPTION = `The photo as the body itself (\`Content-Type: image/jpeg\`, \`image/png\` or \`image/webp\`), or multipart/form-data with the field \`file\`. JPEG, PNG or WebP by its content, at most ${PRODUCT_PHOTO_MAX_MB} MB (413) and 40 megapixels (422); anything else is 415. It is drawn again into a 600×600 square, without metadata, with AVIF and WebP variants. It goes last; the first photo is the main one. At most ${PRODUCT_PHOTOS_MAX} photos (409).`;

const PhotoKey = Type.String({ pattern: PRODUCT_PHOTO_KEY.source, description: 'a stored photo' });

export const GalleryParams = Type.Object({ id: Id({ examples: [42] }) });
export const GalleryKeyParams = Type.Object({ id: Id({ examples: [42] }), key: PhotoKey });

export const GalleryPhotos = Type.Object({
  editable: Type.Boolean({
    description: 'false: another seller offering the same goods added these photos, and only it changes them; or the proposal is decided',
  }),
  max: Type.Integer({ description: 'how many photos the goods may have' }),
  /** what cards show of the goods now: the main photo, or the drawn picture when there is none */
  cover: Image,
  photos: Type.Array(
    Type.Object({
      key: PhotoKey,
      main: Type.Boolean({ description: 'the first photo: cards, the cart and search results show it' }),
      image: Image,
    }),
  ),
});

export const GalleryPhotosAnswer = Type.Object({ data: GalleryPhotos });

export const PhotoOrderBody = Type.Object(
  { keys: Type.Array(PhotoKey, { maxItems: PRODUCT_PHOTOS_MAX, description: 'every photo of the goods, each once, main first' }) },
  { additionalProperties: false },
);

export const MainPhotoBody = Type.Object({ key: PhotoKey }, { additionalProperties: false });
