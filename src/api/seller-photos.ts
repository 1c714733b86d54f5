import { api, apiFailure, callHeaders } from '../lib/api';
import { i18next } from '../lib/i18n';
import { dataOf } from './answer';
import type { ResponseOf } from './types';

/** docs/product-rules.md#product-photos: the photos of the goods a seller's offer sells, through the seller API with the session. */
export type OfferPhotos = ResponseOf<'/api/seller-api/offers/{id}/photos'>['data'];

export const offerPhotos = (id: number) => dataOf(api.GET('/api/seller-api/offers/{id}/photos', { params: { path: { id } } }));

export const orderOfferPhotos = (id: number, keys: string[]) =>
  dataOf(api.PUT('/api/seller-api/offers/{id}/photos', { params: { path: { id } }, body: { keys } }));

export const chooseMainPhoto = (id: number, key: string) =>
  dataOf(api.PUT('/api/seller-api/offers/{id}/photos/main', { params: { path: { id } }, body: { key } }));

export const deleteOfferPhoto = (id: number, key: string) =>
  dataOf(api.DELETE('/api/seller-api/offers/{id}/photos/{key}', { params: { path: { id, key } } }));

/**
 * Sends a photo as the request's body and tells how much of it has gone (0 to 1). A fetch cannot tell an upload's
 * progress, so this one call goes by XMLHttpRequest, with the headers every call carries.
 */
export function uploadOfferPhoto(id: number, file: Blob, onProgress: (part: number) => void): Promise<OfferPhotos> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/seller-api/offers/${id}/photos`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    for (const [name, value] of Object.entries(callHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    const network = () => reject(apiFailure(0, null, i18next.t('errors:network')));
    request.onerror = network;
    request.onabort = network;
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // an answer without JSON says nothing more than its status
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object' && 'data' in body) {
        onProgress(1);
        resolve((body as { data: OfferPhotos }).data);
      } else reject(apiFailure(request.status, body, i18next.t('errors:network')));
    };
    request.send(file);
  });
}
