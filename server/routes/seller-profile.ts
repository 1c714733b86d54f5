import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { checkForm } from '../../src/domain/form-rules';
import { REVIEW_PHOTO_MAX_BYTES } from '../../src/domain/limits';
import { profileRules } from '../../src/domain/seller-profile';
import { ErrorBody, errorResponses } from '../contract/common';
import { SellerProfileAnswer, SellerProfileBody, SellerStatisticsAnswer, StatisticsQuery } from '../contract/seller-profile';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { refuseWhilePaused, requireOwner, requireSeller, sellerUserOf } from '../http/seller';
import { errorText } from '../i18n/texts';
import type { ReviewPhotoProblem } from '../services/reviews/review-photos';
import { removeSellerLogo, storeSellerLogo } from '../services/seller/seller-logo';
import { saveSellerProfile, sellerProfile, sellerStatistics, setSellerLogo } from '../services/seller/seller-profile';
import type { RoutePlugin } from './context';

const tags = ['seller-workspace'];
const refusals = { ...errorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const owners =
  'Read by the shop’s owner and managers (or a seller key); changed by the owner alone, signed in to the workspace: a manager or a key gets 403. While the back office has the shop paused a change is 409.';
const LOGO_FORM_LIMITS = { fileSize: REVIEW_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 };
/** A refused logo's answer, as for review photos: a wrong format 415, too many bytes 413, too many pixels 422. */
const LOGO_STATUS: Record<ReviewPhotoProblem, number> = {
  reviewPhotoWrongFormat: 415,
  reviewPhotoTooLarge: 413,
  reviewPhotoTooManyPixels: 422,
};

function logoError(req: FastifyRequest, status: number, text: ReviewPhotoProblem | 'reviewPhotoUpload') {
  return new ApiError(status, text, { logo: [errorText(requestLang(req), text)] });
}

/** The form's one file; a file past the limit is cut by the parser and refused unread. */
async function readLogo(req: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'logo' || bytes) throw new ApiError(400, 'badRequest');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoError(req, 413, 'reviewPhotoTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, 'badRequest');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, 'badRequest');
    throw logoError(req, 400, 'reviewPhotoUpload');
  }
  if (!bytes) throw logoError(req, 400, 'reviewPhotoUpload');
  return bytes;
}

/**
 * docs/product-rules.md#seller-profile and docs/product-rules.md#seller-statistics: the shop's public profile, which the storefront
 * shows, and the seller's own order figures.
 */
export const sellerProfileRoutes: RoutePlugin = async (app, { db, config }) => {
  const answer = async (req: FastifyRequest, sellerId: number, canEdit: boolean) => ({
    data: (await sellerProfile(db, requestLang(req), sellerId, canEdit))!,
  });

  app.get(
    '/api/seller-profile',
    {
      schema: {
        tags,
        summary: 'The shop’s public profile as the workspace edits it: about and return terms in both languages, contacts, hours, logo',
        description: owners,
        response: { 200: SellerProfileAnswer, ...refusals },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const user = req.headers.authorization ? null : await sellerUserOf(req, db);
      return answer(req, seller.id, user?.role === 'owner');
    },
  );

  app.put(
    '/api/seller-profile',
    {
      schema: {
        tags,
        summary: 'Changes the shop’s public profile; the storefront shows it at once',
        description: `${owners} Every bad field is named at once in the request’s language (400).`,
        body: SellerProfileBody,
        response: { 200: SellerProfileAnswer, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      const problems = checkForm(profileRules, req.body, requestLang(req));
      if (problems) throw new ApiError(400, 'formInvalid', problems);
      await refuseWhilePaused(db, owner.seller_id);
      await saveSellerProfile(db, owner.seller_id, req.body);
      return answer(req, owner.seller_id, true);
    },
  );

  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, { limits: LOGO_FORM_LIMITS });
    scoped.withTypeProvider<TypeBoxTypeProvider>().put(
      '/api/seller-profile/logo',
      {
        schema: {
          tags,
          summary: 'Uploads the shop’s logo (`logo`: JPEG, PNG or WebP, at most 5 MB): drawn again as a square WebP without metadata',
          description: `${owners} A wrong format is 415, too many bytes 413, too many pixels 422.`,
          consumes: ['multipart/form-data'],
          response: { 200: SellerProfileAnswer, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody, ...refusals },
        },
      },
      async (req) => {
        const owner = await requireOwner(req, db);
        await refuseWhilePaused(db, owner.seller_id);
        const stored = await storeSellerLogo(config.uploadsDir, await readLogo(req));
        if ('problem' in stored) throw logoError(req, LOGO_STATUS[stored.problem], stored.problem);
        await removeSellerLogo(config.uploadsDir, await setSellerLogo(db, owner.seller_id, stored.fileName));
        return answer(req, owner.seller_id, true);
      },
    );
  });

  app.delete(
    '/api/seller-profile/logo',
    {
      schema: {
        tags,
        summary: 'Takes the uploaded logo away: the storefront shows the drawn initials again',
        description: owners,
        response: { 200: SellerProfileAnswer, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      await refuseWhilePaused(db, owner.seller_id);
      await removeSellerLogo(config.uploadsDir, await setSellerLogo(db, owner.seller_id, null));
      return answer(req, owner.seller_id, true);
    },
  );

  app.get(
    '/api/seller-api/statistics',
    {
      schema: {
        tags: ['seller-api'],
        summary:
          'The seller’s orders over the last 7, 30 or 90 Kyiv days: count, cancelled, revenue and average order in whole hryvnias, top 5 offers by units, each day',
        description: 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie, owner or manager.',
        querystring: StatisticsQuery,
        response: { 200: SellerStatisticsAnswer, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      return { data: await sellerStatistics(db, requestLang(req), seller.id, req.query.days ?? 30) };
    },
  );
};
