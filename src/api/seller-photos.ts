import { api } from '../lib/api';
import { dataOf } from './answer';
import type { ResponseOf } from './types';
import { uploadFile } from './upload';

/**
 * docs/product-rules.md#product-photos: a seller's photos, through the seller API with the session: of the goods one
 * of its offers sells, or of one of its proposed products.
 */
export type GalleryPhotos = ResponseOf<'/api/seller-api/offers/{id}/photos'>['data'];

/** Whose photos they are. */
export interface GalleryOf {
  of: 'offers' | 'proposals';
  id: number;
}

// Both galleries' routes take and answer the same shapes, so the offers' paths type both.
const photosPath = ({ of }: GalleryOf) => `/api/seller-api/${of}/{id}/photos` as '/api/seller-api/offers/{id}/photos';
const mainPath = ({ of }: GalleryOf) => `/api/seller-api/${of}/{id}/photos/main` as '/api/seller-api/offers/{id}/photos/main';
const keyPath = ({ of }: GalleryOf) => `/api/seller-api/${of}/{id}/photos/{key}` as '/api/seller-api/offers/{id}/photos/{key}';

export const galleryPhotos = (gallery: GalleryOf) => dataOf(api.GET(photosPath(gallery), { params: { path: { id: gallery.id } } }));

export const orderGalleryPhotos = (gallery: GalleryOf, keys: string[]) =>
  dataOf(api.PUT(photosPath(gallery), { params: { path: { id: gallery.id } }, body: { keys } }));

export const chooseMainPhoto = (gallery: GalleryOf, key: string) =>
  dataOf(api.PUT(mainPath(gallery), { params: { path: { id: gallery.id } }, body: { key } }));

export const deleteGalleryPhoto = (gallery: GalleryOf, key: string) =>
  dataOf(api.DELETE(keyPath(gallery), { params: { path: { id: gallery.id, key } } }));

/** Sends a photo as the request's body and tells how much of it has gone (0 to 1). */
export const uploadGalleryPhoto = (gallery: GalleryOf, file: Blob, onProgress: (part: number) => void) =>
  uploadFile<GalleryPhotos>('POST', `/api/seller-api/${gallery.of}/${gallery.id}/photos`, file, onProgress);
