import { PRODUCT_PHOTOS_MAX, storedPhotoKeys } from '../../../src/domain/product-photos';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { drawUpload, removeProductPhotoFiles, saveProductPhoto } from '../../media/product-photos';
import { productImage, productPhotoImage } from '../catalog/media-url';
import { col } from '../catalog/lang-columns';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/domain-errors';

/*
 * docs/product-rules.md#product-photos: a seller's photos of goods. A gallery is either the goods one of its offers
 * sells (base_products.photo_keys: every offer, card and cart line of those goods shows them, and while there are
 * any only the seller who added them changes them, photo_seller_id) or one of its proposed products, waiting for a
 * moderator (product_proposals.photo_keys, handed to the goods when the proposal is accepted).
 */

interface Gallery {
  /** the base product's id, or the proposal's: the drawn picture shown while there is no photo */
  id: number;
  title: string;
  keys: string[];
  /** the column as read, so a write changes it only if nobody changed it meanwhile */
  column: string;
  /** why this seller may not change it, or null when it may */
  locked: Forbidden | Conflict | null;
}

/** Where a gallery lives; another seller's, or one that does not exist, is 404. */
export interface GallerySource {
  read(db: Db, lang: Lang, sellerId: number, id: number): Promise<Gallery>;
  /** Writes the keys when the column is still as read; false when it changed meanwhile. */
  write(db: Db, gallery: Gallery, sellerId: number, keys: string[]): Promise<boolean>;
}

/** The goods an offer of the seller's sells. No photo left frees the goods for any seller's photos. */
export const offerGallery: GallerySource = {
  async read(db, lang, sellerId, offerId) {
    const row = await db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where('p.id', '=', offerId)
      .where('p.seller_id', '=', sellerId)
      .select(['b.id', `b.${col('title', lang)} as title`, 'b.photo_keys', 'b.photo_seller_id'])
      .executeTakeFirst();
    if (!row) throw new NotFound('productNotFound');
    const keys = storedPhotoKeys(row.photo_keys);
    const mine = keys.length === 0 || row.photo_seller_id === null || row.photo_seller_id === sellerId;
    return {
      id: row.id,
      title: row.title,
      keys,
      column: row.photo_keys,
      locked: mine ? null : new Forbidden('productPhotosOfAnotherSeller'),
    };
  },
  async write(db, gallery, sellerId, keys) {
    const result = await db
      .updateTable('base_products')
      .set({ photo_keys: JSON.stringify(keys), photo_seller_id: keys.length ? sellerId : null })
      .where('id', '=', gallery.id)
      .where('photo_keys', '=', gallery.column)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};

/** One of the seller's proposed products: changed while it waits, kept as it was once a moderator decided. */
export const proposalGallery: GallerySource = {
  async read(db, lang, sellerId, proposalId) {
    const row = await db
      .selectFrom('product_proposals')
      .where('id', '=', proposalId)
      .where('seller_id', '=', sellerId)
      .select(['id', `${col('title', lang)} as title`, 'photo_keys', 'status'])
      .executeTakeFirst();
    if (!row) throw new NotFound('proposed-products:errors.notFound');
    const keys = storedPhotoKeys(row.photo_keys);
    return {
      id: row.id,
      title: row.title,
      keys,
      column: row.photo_keys,
      locked: row.status === 'waiting' ? null : new Conflict('proposed-products:errors.decided'),
    };
  },
  async write(db, gallery, sellerId, keys) {
    const result = await db
      .updateTable('product_proposals')
      .set({ photo_keys: JSON.stringify(keys) })
      .where('id', '=', gallery.id)
      .where('seller_id', '=', sellerId)
      .where('status', '=', 'waiting')
      .where('photo_keys', '=', gallery.column)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};

/** One seller's gallery as a request names it: where it lives, which one, and the language its answer speaks. */
export interface GalleryAt {
  source: GallerySource;
  db: Db;
  lang: Lang;
  sellerId: number;
  id: number;
}

function answer(gallery: Gallery, lang: Lang) {
  return {
    editable: gallery.locked === null,
    max: PRODUCT_PHOTOS_MAX,
    cover: productImage(lang, gallery.id, 0, gallery.title, JSON.stringify(gallery.keys)),
    photos: gallery.keys.map((key, i) => ({ key, main: i === 0, image: productPhotoImage(lang, key, gallery.title) })),
  };
}

export type GalleryPhotos = ReturnType<typeof answer>;

/** A gallery's photos, main first, and whether this seller may change them. */
export async function galleryPhotos(at: GalleryAt): Promise<GalleryPhotos> {
  return answer(await at.source.read(at.db, at.lang, at.sellerId, at.id), at.lang);
}

async function editableGallery(at: GalleryAt): Promise<Gallery> {
  const gallery = await at.source.read(at.db, at.lang, at.sellerId, at.id);
  if (gallery.locked) throw gallery.locked;
  return gallery;
}

/** Changes the gallery by `change` of its current keys, reading it again while another change got there first. */
async function changeKeys(at: GalleryAt, change: (keys: string[]) => string[]): Promise<Gallery> {
  for (;;) {
    const gallery = await editableGallery(at);
    const keys = change(gallery.keys);
    if (await at.source.write(at.db, gallery, at.sellerId, keys)) return { ...gallery, keys };
  }
}

/**
 * Adds a photo at the end of the gallery (the first one is the main photo). The bytes are judged before any is
 * decoded; the files are written before the gallery names them, and removed again if it cannot.
 */
export async function addGalleryPhoto(at: GalleryAt, uploadsDir: string, bytes: Buffer) {
  const before = await editableGallery(at);
  if (before.keys.length >= PRODUCT_PHOTOS_MAX) throw new Conflict('productPhotosTooMany');
  const photo = await drawUpload(bytes);
  await saveProductPhoto(uploadsDir, photo);
  try {
    const gallery = await changeKeys(at, (keys) => {
      if (keys.length >= PRODUCT_PHOTOS_MAX) throw new Conflict('productPhotosTooMany');
      return [...keys, photo.key];
    });
    return answer(gallery, at.lang);
  } catch (error) {
    await removeProductPhotoFiles(uploadsDir, [photo.key]);
    throw error;
  }
}

/** Puts the gallery in the order given: every one of its keys, each once (400 otherwise). */
export async function orderGalleryPhotos(at: GalleryAt, order: readonly string[]) {
  const gallery = await changeKeys(at, (keys) => {
    const same = order.length === keys.length && new Set(order).size === order.length && order.every((k) => keys.includes(k));
    if (!same) throw new Invalid('productPhotosOrder', { keys: [{ reason: 'productPhotosOrder' }] });
    return [...order];
  });
  return answer(gallery, at.lang);
}

/** Makes one photo the main one: first in the gallery, the rest in their order. */
export async function chooseMainPhoto(at: GalleryAt, key: string) {
  const gallery = await changeKeys(at, (keys) => {
    if (!keys.includes(key)) throw new NotFound('productPhotoNotFound');
    return [key, ...keys.filter((k) => k !== key)];
  });
  return answer(gallery, at.lang);
}

/** Takes a photo out of the gallery, then its files away; the next photo becomes the main one. */
export async function deleteGalleryPhoto(at: GalleryAt, uploadsDir: string, key: string) {
  const gallery = await changeKeys(at, (keys) => {
    if (!keys.includes(key)) throw new NotFound('productPhotoNotFound');
    return keys.filter((k) => k !== key);
  });
  await removeProductPhotoFiles(uploadsDir, [key]);
  return answer(gallery, at.lang);
}
