import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody, errorResponses } from '../contract/common';
import {
  MainPhotoBody,
  OfferPhotoKeyParams,
  OfferPhotoParams,
  OfferPhotosAnswer,
  PHOTO_UPLOAD_DESCRIPTION,
  PhotoOrderBody,
} from '../contract/seller-photos';
import { requestLang } from '../http/lang';
import { acceptPhotoUploads, PHOTO_UPLOAD_TYPES, refusingPhotos, uploadedPhoto } from '../http/photo-upload';
import { requireSeller } from '../http/seller';
import { addOfferPhoto, chooseMainPhoto, deleteOfferPhoto, offerPhotos, orderOfferPhotos } from '../services/seller/offer-photos';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody, 403: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';
const others =
  'Another seller’s offer is 404; the goods’ photos another seller offering them added are 403 (only that seller changes them).';

/** docs/product-rules.md#product-photos: the photos of the goods a seller's offer sells, kept by an integration or the workspace alike. */
export const sellerPhotoRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/seller-api/offers/:id/photos',
    {
      schema: {
        tags,
        summary: 'The photos of the goods an offer sells, main first, and whether this seller may change them',
        description: `${auth} Another seller’s offer is 404.`,
        params: OfferPhotoParams,
        response: { 200: OfferPhotosAnswer, ...errors },
      },
    },
    async (req) => ({ data: await offerPhotos(db, requestLang(req), (await requireSeller(req, db)).id, req.params.id) }),
  );

  // The upload takes the photo as the body itself or as a form: both parsers exist only here, bounded by the photo's limit.
  void app.register(async (scoped) => {
    await acceptPhotoUploads(scoped);
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/seller-api/offers/:id/photos',
      {
        schema: {
          tags,
          summary: 'Adds a photo to the goods an offer sells; shoppers see it at once',
          description: `${auth} ${PHOTO_UPLOAD_DESCRIPTION} ${others}`,
          consumes: PHOTO_UPLOAD_TYPES,
          params: OfferPhotoParams,
          response: { 201: OfferPhotosAnswer, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, ...errors },
        },
        // Who sends it, and to which offer, is judged before up to 10 MB of it is read.
        // The path is not validated yet at this step: an id that is not one is left to the validation's 400.
        preParsing: async (req) => {
          const seller = await requireSeller(req, db);
          const id = Number((req.params as { id: unknown }).id);
          if (Number.isSafeInteger(id) && id > 0) await offerPhotos(db, requestLang(req), seller.id, id);
        },
      },
      async (req, reply) => {
        const seller = await requireSeller(req, db);
        const bytes = await uploadedPhoto(req);
        const data = await refusingPhotos(() => addOfferPhoto(db, config.uploadsDir, requestLang(req), seller.id, req.params.id, bytes));
        return reply.status(201).send({ data });
      },
    );
  });

  app.put(
    '/api/seller-api/offers/:id/photos',
    {
      schema: {
        tags,
        summary: 'Puts the goods’ photos in a new order; the first is the main photo',
        description: `${auth} The keys are every photo of the goods, each once (400 otherwise). ${others}`,
        params: OfferPhotoParams,
        body: PhotoOrderBody,
        response: { 200: OfferPhotosAnswer, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      return { data: await orderOfferPhotos(db, requestLang(req), seller.id, req.params.id, req.body.keys) };
    },
  );

  app.put(
    '/api/seller-api/offers/:id/photos/main',
    {
      schema: {
        tags,
        summary: 'Makes one of the goods’ photos the main one: first, the others in their order',
        description: `${auth} A key the goods have no photo of is 404. ${others}`,
        params: OfferPhotoParams,
        body: MainPhotoBody,
        response: { 200: OfferPhotosAnswer, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      return { data: await chooseMainPhoto(db, requestLang(req), seller.id, req.params.id, req.body.key) };
    },
  );

  app.delete(
    '/api/seller-api/offers/:id/photos/:key',
    {
      schema: {
        tags,
        summary: 'Deletes one of the goods’ photos; the next becomes the main one, and with none the drawn picture shows',
        description: `${auth} A key the goods have no photo of is 404. ${others}`,
        params: OfferPhotoKeyParams,
        response: { 200: OfferPhotosAnswer, ...errors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      return { data: await deleteOfferPhoto(db, config.uploadsDir, requestLang(req), seller.id, req.params.id, req.params.key) };
    },
  );
};
