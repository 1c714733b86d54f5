import { api } from '../lib/api';
import { dataOf, doneOf } from './answer';
import type { RequestBodyOf } from './types';
import { uploadFile } from './upload';

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: the admins' promo codes, promotions and home slides. */
export const adminPromoCodes = async () => dataOf(api.GET('/api/operator/promo-codes', {}));

export type NewPromoCode = RequestBodyOf<'/api/operator/promo-codes'>;

export const createPromoCode = (body: NewPromoCode) => dataOf(api.POST('/api/operator/promo-codes', { body }));

const at = (id: number) => ({ params: { path: { id } } });
export const pausePromoCode = (id: number) => dataOf(api.POST('/api/operator/promo-codes/{id}/pause', at(id)));
export const resumePromoCode = (id: number) => dataOf(api.POST('/api/operator/promo-codes/{id}/resume', at(id)));

export const updatePromoCode = (id: number, body: NewPromoCode) => dataOf(api.PUT('/api/operator/promo-codes/{id}', { ...at(id), body }));
export const endPromoCode = (id: number) => dataOf(api.POST('/api/operator/promo-codes/{id}/end', at(id)));
export const deletePromoCode = (id: number) => doneOf(api.DELETE('/api/operator/promo-codes/{id}', at(id)));

export const adminPromotions = async () => dataOf(api.GET('/api/operator/promotions', {}));
export const promotionChoices = async () => dataOf(api.GET('/api/operator/promotion-choices', {}));

export type NewPromotion = RequestBodyOf<'/api/operator/promotions'>;

export const createPromotion = (body: NewPromotion) => dataOf(api.POST('/api/operator/promotions', { body }));

export const promotionForm = (id: number) => dataOf(api.GET('/api/operator/promotions/{id}', at(id)));
export const updatePromotion = (id: number, body: NewPromotion) => dataOf(api.PUT('/api/operator/promotions/{id}', { ...at(id), body }));
export const deletePromotion = (id: number) => doneOf(api.DELETE('/api/operator/promotions/{id}', at(id)));
/** A promotion's banner picture, sent as the request's body; the answer is the promotion as listed, with its new banner. */
export const uploadPromotionBanner = (id: number, file: Blob): Promise<AdminPromotion> =>
  uploadFile('PUT', `/api/operator/promotions/${id}/banner`, file);
/** Takes the uploaded banner picture off; the answer is the promotion as listed, with its banner drawn again. */
export const removePromotionBanner = (id: number) => dataOf(api.DELETE('/api/operator/promotions/{id}/banner', at(id)));

export const homeSlides = async () => dataOf(api.GET('/api/operator/home-slides', {}));
export const moveHomeSlide = (id: number, direction: 'up' | 'down') =>
  dataOf(api.POST('/api/operator/home-slides/{id}/move', { ...at(id), body: { direction } }));

export type AdminPromoCode = Awaited<ReturnType<typeof adminPromoCodes>>[number];
export type AdminPromotion = Awaited<ReturnType<typeof adminPromotions>>[number];
export type HomeSlide = Awaited<ReturnType<typeof homeSlides>>[number];
export type SlidePlace = HomeSlide['place'];
export type CategoryChoice = Awaited<ReturnType<typeof promotionChoices>>['categories'][number];
export type PromotionForm = Awaited<ReturnType<typeof promotionForm>>;
