import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '../../src/domain/limits';
import { validationText } from '../../src/domain/validation-texts';
import { ratingOf, REVIEW_FIELDS, reviewFieldErrors, type ReviewField, type ReviewFields } from '../../src/domain/review-rules';
import type { Lang } from '../../src/domain/paths';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { CreatedReview, REVIEW_FORM_DESCRIPTION, ReviewList, ReviewListQuery } from '../contract/reviews';
import { customerIfAny, customerOf } from '../http/customer';
import { ApiError, type FieldErrors } from '../http/errors';
import { idempotencyKey, requestFingerprint, runOnce, storedAnswer } from '../http/idempotency';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import {
  photoProblem,
  preparePhotos,
  removePhotoFiles,
  removePhotos,
  savePhotos,
  type ReviewPhotoProblem,
} from '../services/reviews/review-photos';
import { authorName, baseProductOfOffer, reviewList, saveReview } from '../services/reviews/reviews';
import { ownUnshownReview, premoderationOn } from '../services/reviews/review-moderation';
import { rateLimitCounter } from '../services/auth/rate-limits';
import type { Db } from '../db/connection';
import type { RoutePlugin } from './context';

/** The only answer a review write stores, so the only one a replay gives. */
type Created = { status: 200 | 201; body: Static<typeof CreatedReview> };

const FIELDS = new Set<string>(REVIEW_FIELDS);
const PHOTO_FIELDS = new Set(['photos', 'photos[]']);

// A field holds at most REVIEW_TEXT_MAX characters of up to 4 bytes each; anything longer fails maxLength anyway.
const FORM_LIMITS = { fileSize: REVIEW_PHOTO_MAX_BYTES, files: REVIEW_PHOTOS_MAX, fields: 10, fieldSize: 16 * 1024, parts: 20 };

function photoError(
  status: number,
  text: ReviewPhotoProblem | 'reviewPhotosTooMany' | 'reviewPhotoUpload',
  lang: Lang,
  fieldErrors: FieldErrors = {},
) {
  return new ApiError(status, text, { ...fieldErrors, photos: [errorText(lang, text)] });
}

/** The multipart plugin's refusals, in the shop's words and statuses. */
function uploadError(error: unknown, lang: Lang): unknown {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return photoError(413, 'reviewPhotoTooLarge', lang);
    case 'FST_FILES_LIMIT':
      return photoError(400, 'reviewPhotosTooMany', lang);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'badRequest');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new ApiError(400, 'badRequest');
    default:
      // A connection cut mid-file or a malformed body: the upload itself failed.
      return photoError(400, 'reviewPhotoUpload', lang);
  }
}

/** A refused photo's answer: a wrong format 415, too many bytes 413, too many pixels 422. */
const PHOTO_STATUS: Record<ReviewPhotoProblem, number> = {
  reviewPhotoWrongFormat: 415,
  reviewPhotoTooLarge: 413,
  reviewPhotoTooManyPixels: 422,
};

interface ReviewForm {
  fields: ReviewFields;
  photos: Buffer[];
  wrongPhotos: ReviewPhotoProblem[];
}

/** Reads the whole form, judging each photo by its bytes and header; the declared type and the file name are ignored. */
async function readReviewForm(req: FastifyRequest, lang: Lang): Promise<ReviewForm> {
  const form: ReviewForm = { fields: {}, photos: [], wrongPhotos: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (FIELDS.has(part.fieldname)) form.fields[part.fieldname as ReviewField] = part.value;
        continue;
      }
      if (!PHOTO_FIELDS.has(part.fieldname)) throw new ApiError(400, 'badRequest', { [part.fieldname]: [validationText('invalid', lang)] });
      const bytes = await part.toBuffer();
      const problem = await photoProblem(bytes);
      if (problem) form.wrongPhotos.push(problem);
      else form.photos.push(bytes);
    }
  } catch (error) {
    throw uploadError(error, lang);
  }
  return form;
}

/**
 * docs/product-rules.md#product-page: reviews one account may save a day (a new one or an edit), so no account can
 * bury a product under one-star reviews, nor recompute its rating without end.
 */
export const REVIEWS_PER_CUSTOMER_PER_DAY = 10;
const DAY_MS = 86_400_000;

async function sellerOfOffer(db: Db, offerId: number): Promise<number | null> {
  const row = await db.selectFrom('products').where('id', '=', offerId).select('seller_id').executeTakeFirst();
  return row?.seller_id ?? null;
}

export const reviewRoutes: RoutePlugin = async (app, { db, config }) => {
  const counter = rateLimitCounter(db);
  app.get(
    '/api/product/:id/reviews',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['reviews'],
        summary: "Reviews of a product (the offer's base product), newest first, with the rating summary",
        params: IdParam,
        querystring: ReviewListQuery,
        response: { 200: ReviewList, ...errorResponses },
      },
    },
    async (req, reply) => {
      const baseProductId = await baseProductOfOffer(db, req.params.id);
      if (!baseProductId) throw new ApiError(404, 'productNotFound');
      const customer = customerIfAny(req);
      // can_review depends on the session: no shared cache may keep one shopper's answer for another.
      reply.header('Cache-Control', 'private, no-cache');
      const list = await reviewList(db, baseProductId, req.query.page ?? 1, customer !== null);
      return { ...list, own_review: customer ? await ownUnshownReview(db, baseProductId, customer.id) : null };
    },
  );

  // Multipart parsing exists only for this route, with the photo limits as the parser's own limits.
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, { limits: FORM_LIMITS });
    scoped.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/product/:id/reviews',
      {
        config: { customer: 'required' },
        schema: {
          tags: ['reviews'],
          summary: 'Write the customer’s review of the product with photos (201), or edit theirs (200): one per customer and product',
          description: REVIEW_FORM_DESCRIPTION,
          consumes: ['multipart/form-data'],
          params: IdParam,
          response: {
            200: CreatedReview,
            201: CreatedReview,
            401: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            422: ErrorBody,
            500: ErrorBody,
            503: ErrorBody,
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        const lang = requestLang(req);
        const customer = customerOf(req);
        const baseProductId = await baseProductOfOffer(db, req.params.id);
        if (!baseProductId) throw new ApiError(404, 'productNotFound');
        const scope = `review:${customer.id}`;
        const key = idempotencyKey(req);
        // A replay is answered before its photos are read again.
        const fingerprint = requestFingerprint(req);
        const stored = key ? await storedAnswer<Created>(db, scope, key, fingerprint) : null;
        if (stored) return reply.status(stored.status).send(stored.body);

        const form = await readReviewForm(req, lang);
        const fieldErrors = reviewFieldErrors(form.fields, lang);
        const [wrongPhoto] = form.wrongPhotos;
        if (wrongPhoto) throw photoError(PHOTO_STATUS[wrongPhoto], wrongPhoto, lang, fieldErrors);
        if (Object.keys(fieldErrors).length) throw new ApiError(400, 'formInvalid', fieldErrors);
        const counted = await counter.hitBelow(REVIEWS_PER_CUSTOMER_PER_DAY, 'reviews:customer', String(customer.id), DAY_MS);
        if (!counted) {
          const wait = Math.max(
            1,
            Math.ceil(
              ((await counter.fullUntil('reviews:customer', String(customer.id), REVIEWS_PER_CUSTOMER_PER_DAY)) - Date.now()) / 1000,
            ),
          );
          return reply
            .status(429)
            .header('retry-after', String(wait))
            .send({ message: errorText(lang, 'reviewsTooMany') });
        }
        try {
          // Only a form that is otherwise right gets its photos decoded: the costly step comes last.
          const files = await preparePhotos(form.photos);
          if (typeof files === 'string') throw photoError(PHOTO_STATUS[files], files, lang);
          let replacedPhotos: string[] = [];
          const answer = await runOnce<Created>(db, scope, key, {
            fingerprint,
            prepare: async () => {
              try {
                await savePhotos(config.uploadsDir, files);
              } catch (error) {
                req.log.error(error);
                throw new ApiError(500, 'reviewPhotoUpload');
              }
            },
            discard: () => removePhotos(config.uploadsDir, files),
            write: async (trx) => {
              const saved = await saveReview(
                trx,
                {
                  base_product_id: baseProductId,
                  customer_id: customer.id,
                  author_name: authorName(customer),
                  rating: ratingOf(form.fields.rating)!,
                  advantages: String(form.fields.advantages ?? '').trim(),
                  disadvantages: String(form.fields.disadvantages ?? '').trim(),
                  text: String(form.fields.text).trim(),
                  seller_id: await sellerOfOffer(trx, req.params.id),
                },
                files,
                await premoderationOn(trx),
              );
              replacedPhotos = saved.replacedPhotos;
              return { status: saved.edited ? 200 : 201, body: { data: saved.review } };
            },
          });
          if (replacedPhotos.length)
            await removePhotoFiles(config.uploadsDir, replacedPhotos).catch((error: unknown) => req.log.warn(error));
          if (answer.replayed) await counter.uncount(counted);
          return reply.status(answer.status).send(answer.body);
        } catch (error) {
          // A review that was not saved leaves the day's allowance as it was.
          await counter.uncount(counted);
          throw error;
        }
      },
    );
  });
};
