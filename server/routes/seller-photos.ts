import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '../../src/domain/product-photos';
import { ErrorBody, errorResponses } from '../contract/common';
import {
  MainPhotoBody,
  OfferPhotoKeyParams,
  OfferPhotoParams,
  OfferPhotosAnswer,
  PHOTO_UPLOAD_DESCRIPTION,
  PhotoOrderBody,
} from '../contract/seller-photos';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireSeller } from '../http/seller';
import type { PhotoUploadProblem } from '../media/product-photos';
import {
  addOfferPhoto,
  chooseMainPhoto,
  deleteOfferPhoto,
  offerPhotos,
  orderOfferPhotos,
  PhotoRefused,
} from '../services/seller/offer-photos';
import type { RoutePlugin } from './context';

const tags = ['seller-api'];
const errors = { ...errorResponses, 401: ErrorBody, 403: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';
const others =
  'Another seller’s offer is 404; the goods’ photos another seller offering them added are 403 (only that seller changes them).';

/** A refused photo's answer: a wrong format 415, too many bytes 413, too many pixels 422. */
const PHOTO_STATUS: Record<PhotoUploadProblem, number> = {
  productPhotoWrongFormat: 415,
  productPhotoTooLarge: 413,
  productPhotoTooManyPixels: 422,
};

const FORM_LIMITS = { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 };

/** The form's one file; a file past the limit is cut by the parser and refused unread. */
async function readPhotoForm(req: FastifyRequest): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || bytes) throw new ApiError(400, 'badRequest');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'productPhotoTooLarge');
    throw new ApiError(400, 'badRequest');
  }
  return bytes;
}

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
    await scoped.register(fastifyMultipart, { limits: FORM_LIMITS });
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PRODUCT_PHOTO_MAX_BYTES }, (_req, body, done) => done(null, body));
    scoped.setErrorHandler((error: FastifyError) => {
      // Said in the photo's own words; every other error goes on to the app's handler.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'productPhotoTooLarge');
      throw error;
    });
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/seller-api/offers/:id/photos',
      {
        schema: {
          tags,
          summary: 'Adds a photo to the goods an offer sells; shoppers see it at once',
          description: `${auth} ${PHOTO_UPLOAD_DESCRIPTION} ${others}`,
          consumes: [...PRODUCT_PHOTO_TYPES, 'multipart/form-data'],
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
        const sent = req.isMultipart() ? await readPhotoForm(req) : req.body;
        if (sent === undefined || sent === null || sent === '' || (Buffer.isBuffer(sent) && sent.length === 0))
          throw new ApiError(400, 'productPhotoMissing');
        // JSON or text the app's own parsers read is no photo either.
        if (!Buffer.isBuffer(sent)) throw new ApiError(415, 'productPhotoWrongFormat');
        const bytes = sent;
        try {
          const data = await addOfferPhoto(db, config.uploadsDir, requestLang(req), seller.id, req.params.id, bytes);
          return await reply.status(201).send({ data });
        } catch (error) {
          if (error instanceof PhotoRefused) throw new ApiError(PHOTO_STATUS[error.problem], error.problem);
          throw error;
        }
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
