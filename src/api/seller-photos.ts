import { api } from '../lib/api';
import { dataOf } from './answer';
import type { ResponseOf } from './types';
import { uploadFile } from './upload';

/** docs/product-rules.md#product-photos: the photos of the goods a seller's offer sells, through the seller API with the session. */
export type OfferPhotos = ResponseOf<'/api/seller-api/offers/{id}/photos'>['data'];

export const offerPhotos = (id: number) => dataOf(api.GET('/api/seller-api/offers/{id}/photos', { params: { path: { id } } }));

export const orderOfferPhotos = (id: number, keys: string[]) =>
  dataOf(api.PUT('/api/seller-api/offers/{id}/photos', { params: { path: { id } }, body: { keys } }));

export const chooseMainPhoto = (id: number, key: string) =>
  dataOf(api.PUT('/api/seller-api/offers/{id}/photos/main', { params: { path: { id } }, body: { key } }));

export const deleteOfferPhoto = (id: number, key: string) =>
  dataOf(api.DELETE('/api/seller-api/offers/{id}/photos/{key}', { params: { path: { id, key } } }));

/** Sends a photo as the request's body and tells how much of it has gone (0 to 1). */
export const uploadOfferPhoto = (id: number, file: Blob, onProgress: (part: number) => void) =>
  uploadFile<OfferPhotos>('POST', `/api/seller-api/offers/${id}/photos`, file, onProgress);
