import { PRODUCT_PHOTOS_MAX, storedPhotoKeys } from '../../../src/domain/product-photos';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { drawUpload, removeProductPhotoFiles, saveProductPhoto } from '../../media/product-photos';
import { productImage, productPhotoImage } from '../catalog/media-url';
import { col } from '../catalog/lang-columns';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/domain-errors';

/*
 * docs/product-rules.md#product-photos: a seller's photos of the goods one of its offers sells. They are the goods'
 * gallery (base_products.photo_keys), so every offer, card and cart line of those goods shows them; while there are
 * any, only the seller who added them changes them (photo_seller_id).
 */

interface Gallery {
  baseProductId: number;
  title: string;
  keys: string[];
  /** the column as read, so a write changes it only if nobody changed it meanwhile */
  column: string;
  ownerId: number | null;
}

/** The gallery of the goods the seller's offer sells; another seller's offer is 404, as one that does not exist. */
async function galleryOf(db: Db, lang: Lang, sellerId: number, offerId: number): Promise<Gallery> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', '=', offerId)
    .where('p.seller_id', '=', sellerId)
    .select(['b.id', `b.${col('title', lang)} as title`, 'b.photo_keys', 'b.photo_seller_id'])
    .executeTakeFirst();
  if (!row) throw new NotFound('productNotFound');
  return {
    baseProductId: row.id,
    title: row.title,
    keys: storedPhotoKeys(row.photo_keys),
    column: row.photo_keys,
    ownerId: row.photo_seller_id,
  };
}

const editable = (gallery: Gallery, sellerId: number) =>
  gallery.keys.length === 0 || gallery.ownerId === null || gallery.ownerId === sellerId;

function answer(gallery: Gallery, sellerId: number, lang: Lang) {
  return {
    editable: editable(gallery, sellerId),
    max: PRODUCT_PHOTOS_MAX,
    cover: productImage(lang, gallery.baseProductId, 0, gallery.title, JSON.stringify(gallery.keys)),
    photos: gallery.keys.map((key, i) => ({ key, main: i === 0, image: productPhotoImage(lang, key, gallery.title) })),
  };
}

export type OfferPhotos = ReturnType<typeof answer>;

/** The photos of the goods an offer sells, main first, and whether this seller may change them. */
export async function offerPhotos(db: Db, lang: Lang, sellerId: number, offerId: number): Promise<OfferPhotos> {
  return answer(await galleryOf(db, lang, sellerId, offerId), sellerId, lang);
}

async function editableGallery(db: Db, lang: Lang, sellerId: number, offerId: number): Promise<Gallery> {
  const gallery = await galleryOf(db, lang, sellerId, offerId);
  if (!editable(gallery, sellerId)) throw new Forbidden('productPhotosOfAnotherSeller');
  return gallery;
}

/**
 * Writes the gallery's new keys when it is still as it was read (two uploads at once: the later one reads again and
 * tries once more). No photo left frees the goods for any seller's photos. False when it changed meanwhile.
 */
async function writeKeys(db: Db, gallery: Gallery, sellerId: number, keys: string[]): Promise<boolean> {
  const result = await db
    .updateTable('base_products')
    .set({ photo_keys: JSON.stringify(keys), photo_seller_id: keys.length ? sellerId : null })
    .where('id', '=', gallery.baseProductId)
    .where('photo_keys', '=', gallery.column)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes the gallery by `change` of its current keys, reading it again while another change got there first. */
async function changeKeys(db: Db, lang: Lang, sellerId: number, offerId: number, change: (keys: string[]) => string[]): Promise<Gallery> {
  for (;;) {
    const gallery = await editableGallery(db, lang, sellerId, offerId);
    const keys = change(gallery.keys);
    if (await writeKeys(db, gallery, sellerId, keys)) return { ...gallery, keys, ownerId: keys.length ? sellerId : null };
  }
}

/**
 * Adds a photo at the end of the gallery (the first one is the main photo). The bytes are judged before any is
 * decoded; the files are written before the gallery names them, and removed again if it cannot.
 */
export async function addOfferPhoto(db: Db, uploadsDir: string, lang: Lang, sellerId: number, offerId: number, bytes: Buffer) {
  const before = await editableGallery(db, lang, sellerId, offerId);
  if (before.keys.length >= PRODUCT_PHOTOS_MAX) throw new Conflict('productPhotosTooMany');
  const photo = await drawUpload(bytes);
  await saveProductPhoto(uploadsDir, photo);
  try {
    const gallery = await changeKeys(db, lang, sellerId, offerId, (keys) => {
      if (keys.length >= PRODUCT_PHOTOS_MAX) throw new Conflict('productPhotosTooMany');
      return [...keys, photo.key];
    });
    return answer(gallery, sellerId, lang);
  } catch (error) {
    await removeProductPhotoFiles(uploadsDir, [photo.key]);
    throw error;
  }
}

/** Puts the gallery in the order given: every one of its keys, each once (400 otherwise). */
export async function orderOfferPhotos(db: Db, lang: Lang, sellerId: number, offerId: number, order: readonly string[]) {
  const gallery = await changeKeys(db, lang, sellerId, offerId, (keys) => {
    const same = order.length === keys.length && new Set(order).size === order.length && order.every((k) => keys.includes(k));
    if (!same) throw new Invalid('productPhotosOrder', { keys: [{ reason: 'productPhotosOrder' }] });
    return [...order];
  });
  return answer(gallery, sellerId, lang);
}

/** Makes one photo the main one: first in the gallery, the rest in their order. */
export async function chooseMainPhoto(db: Db, lang: Lang, sellerId: number, offerId: number, key: string) {
  const gallery = await changeKeys(db, lang, sellerId, offerId, (keys) => {
    if (!keys.includes(key)) throw new NotFound('productPhotoNotFound');
    return [key, ...keys.filter((k) => k !== key)];
  });
  return answer(gallery, sellerId, lang);
}

/** Takes a photo out of the gallery, then its files away; the next photo becomes the main one. */
export async function deleteOfferPhoto(db: Db, uploadsDir: string, lang: Lang, sellerId: number, offerId: number, key: string) {
  const gallery = await changeKeys(db, lang, sellerId, offerId, (keys) => {
    if (!keys.includes(key)) throw new NotFound('productPhotoNotFound');
    return keys.filter((k) => k !== key);
  });
  await removeProductPhotoFiles(uploadsDir, [key]);
  return answer(gallery, sellerId, lang);
}
