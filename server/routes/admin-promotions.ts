import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopToday } from '../../src/domain/calendar-day';
import type { Lang } from '../../src/domain/paths';
import { checkNewPromoCode, checkNewPromotion, type FormProblems } from '../../src/domain/promo-code-rules';
import {
  AdminPromoCodeAnswer,
  AdminPromoCodesAnswer,
  AdminPromotionAnswer,
  AdminPromotionsAnswer,
  BANNER_UPLOAD_DESCRIPTION,
  HomeSlidesAnswer,
  NewPromoCodeBody,
  NewPromotionBody,
  PromotionChoicesAnswer,
  PromotionFormAnswer,
  SlideMoveBody,
} from '../contract/admin-promotions';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { acceptPhotoUploads, PHOTO_UPLOAD_TYPES, refusingPhotos, uploadedPhoto } from '../http/photo-upload';
import { serverText, type TextKey } from '../i18n/i18n';
import {
  adminPromoCodes,
  adminPromotions,
  createPromoCode,
  createPromotion,
  deletePromoCode,
  deletePromotion,
  endPromoCode,
  homeSlides,
  moveHomeSlide,
  promotionChoices,
  promotionForm,
  removePromotionBanner,
  setPromoCodePaused,
  setPromotionBanner,
  updatePromoCode,
  updatePromotion,
} from '../services/promo/back-office';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const ADMIN = ['admin'] as const;
const rights = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;
const gone = { 204: { type: 'null', description: 'done' } } as const;

type ProblemKey = Extract<TextKey<'admin-promotions'>, `problems.${string}`> extends `problems.${infer K}` ? K : never;
type RefusalKey = Extract<TextKey<'admin-promotions'>, `refusals.${string}`> extends `refusals.${infer K}` ? K : never;

/** A form's problems in the operator's language: 400, every bad field at once. */
function invalid(lang: Lang, problems: Partial<Record<string, ProblemKey>>, status = 400): ApiError {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, [serverText(lang, 'admin-promotions', `problems.${key!}`)]]),
  );
  return new ApiError(status, 'formInvalid', fields);
}

const refuse = (req: FastifyRequest, reply: FastifyReply, status: number, key: RefusalKey) =>
  reply.status(status).send({ message: serverText(requestLang(req), 'admin-promotions', `refusals.${key}`) });

const checked = (lang: Lang, problems: FormProblems) => {
  if (Object.keys(problems).length > 0) throw invalid(lang, problems as Partial<Record<string, ProblemKey>>);
};

/** A promotion refused for what it names: a taken address is 409, anything else the field's 400. */
function promotionProblem(lang: Lang, problem: 'slugTaken' | 'unknownCategory' | 'unknownProduct' | 'unknownCode'): ApiError {
  if (problem === 'slugTaken') return invalid(lang, { slug: 'slugTaken' }, 409);
  const field = { unknownCategory: 'category_ids', unknownProduct: 'product_ids', unknownCode: 'promo_code_id' }[problem];
  return invalid(lang, { [field]: problem });
}

/**
 * Promo codes, promotions and the home page's slides in the back office, the admins' alone
 * (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office). A code made here is an ordinary checkout
 * code: the checkout's own check (server/services/promo/promo-codes.ts) accepts it.
 */
export const adminPromotionRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/operator/promo-codes',
    {
      schema: {
        tags,
        summary: 'Every promo code, newest first, with how many checkouts used it; admins only',
        response: { 200: AdminPromoCodesAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await adminPromoCodes(db) };
    },
  );

  app.post(
    '/api/operator/promo-codes',
    {
      schema: {
        tags,
        summary: 'Creates a promo code: 6 or 8 characters, a percentage or whole hryvnias off, limits, Kyiv days; logged',
        body: NewPromoCodeBody,
        response: { 200: AdminPromoCodeAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      const { problems, draft } = checkNewPromoCode(req.body, shopToday());
      checked(lang, problems);
      const outcome = await createPromoCode(db, operator.id, draft!);
      if (outcome.taken) throw invalid(lang, { code: 'codeTaken' }, 409);
      return { data: outcome.code };
    },
  );

  for (const pause of [true, false]) {
    app.post(
      `/api/operator/promo-codes/:id/${pause ? 'pause' : 'resume'}`,
      {
        schema: {
          tags,
          summary: pause
            ? 'Pauses a promo code: the checkout answers it as a wrong one until it is resumed; logged'
            : 'Resumes a paused promo code; logged',
          params: IdParam,
          response: { 200: AdminPromoCodeAnswer, ...rights, 409: ErrorBody },
        },
      },
      async (req, reply) => {
        const operator = await requireOperator(req, db, ADMIN);
        const outcome = await setPromoCodePaused(db, operator.id, req.params.id, pause);
        if (outcome.done) return { data: outcome.code };
        if (outcome.problem === 'notFound') return refuse(req, reply, 404, 'codeNotFound');
        return refuse(req, reply, 409, outcome.problem);
      },
    );
  }

  app.put(
    '/api/operator/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Sets a promo code’s text, discount, limits and days anew, by the rules of a new one; its uses stay; logged',
        params: IdParam,
        body: NewPromoCodeBody,
        response: { 200: AdminPromoCodeAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      const { problems, draft } = checkNewPromoCode(req.body, shopToday());
      checked(lang, problems);
      const outcome = await updatePromoCode(db, operator.id, req.params.id, draft!);
      if (outcome.done) return { data: outcome.code };
      if (outcome.problem === 'codeTaken') throw invalid(lang, { code: 'codeTaken' }, 409);
      return refuse(req, reply, 404, 'codeNotFound');
    },
  );

  app.post(
    '/api/operator/promo-codes/:id/end',
    {
      schema: {
        tags,
        summary: 'Ends a promo code at once: the checkout answers it as an expired one; its orders and count stay; logged',
        description: 'An ended code is 409.',
        params: IdParam,
        response: { 200: AdminPromoCodeAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const outcome = await endPromoCode(db, operator.id, req.params.id);
      if (outcome.done) return { data: outcome.code };
      return outcome.problem === 'alreadyEnded' ? refuse(req, reply, 409, 'alreadyEnded') : refuse(req, reply, 404, 'codeNotFound');
    },
  );

  app.delete(
    '/api/operator/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a promo code no order was placed with; logged',
        description: 'A code used by an order is 409 (it can be ended instead), and so is one a promotion shows.',
        params: IdParam,
        response: { ...gone, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const outcome = await deletePromoCode(db, operator.id, req.params.id);
      if (outcome.done) return reply.status(204).send(null);
      if (outcome.problem === 'notFound') return refuse(req, reply, 404, 'codeNotFound');
      return refuse(req, reply, 409, outcome.problem);
    },
  );

  app.get(
    '/api/operator/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion, scheduled and ended ones too, latest to start first; admins only',
        response: { 200: AdminPromotionsAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await adminPromotions(db, requestLang(req)) };
    },
  );

  app.get(
    '/api/operator/promotion-choices',
    {
      schema: {
        tags,
        summary: 'What a new promotion can cover: the catalogue tree in the request’s language; admins only',
        response: { 200: PromotionChoicesAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await promotionChoices(db, requestLang(req)) };
    },
  );

  app.post(
    '/api/operator/promotions',
    {
      schema: {
        tags,
        summary: 'Creates and schedules a promotion over categories and goods, optionally with a home banner; logged',
        body: NewPromotionBody,
        response: { 200: AdminPromotionAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      checked(lang, checkNewPromotion(req.body, shopToday()));
      const outcome = await createPromotion(db, operator.id, lang, req.body);
      if (outcome.done) return { data: outcome.promotion };
      throw promotionProblem(lang, outcome.problem);
    },
  );

  app.get(
    '/api/operator/promotions/:id',
    {
      schema: {
        tags,
        summary: 'A promotion as its edit form starts: both languages’ texts, days, what it covers; admins only',
        params: IdParam,
        response: { 200: PromotionFormAnswer, ...rights },
      },
    },
    async (req, reply) => {
      await requireOperator(req, db, ADMIN);
      const form = await promotionForm(db, req.params.id);
      return form ? { data: form } : refuse(req, reply, 404, 'promotionNotFound');
    },
  );

  app.put(
    '/api/operator/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Sets a promotion anew by the rules of a new one; a new address takes its home banners along; logged',
        params: IdParam,
        body: NewPromotionBody,
        response: { 200: AdminPromotionAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const lang = requestLang(req);
      checked(lang, checkNewPromotion(req.body, shopToday()));
      const outcome = await updatePromotion(db, operator.id, lang, req.params.id, req.body);
      if (outcome.done) return { data: outcome.promotion };
      if (outcome.problem === 'notFound') return refuse(req, reply, 404, 'promotionNotFound');
      throw promotionProblem(lang, outcome.problem);
    },
  );

  // The upload's parsers exist only here, bounded by the picture's limit, as for sellers' product photos.
  void app.register(async (scoped) => {
    await acceptPhotoUploads(scoped);
    scoped.withTypeProvider<TypeBoxTypeProvider>().put(
      '/api/operator/promotions/:id/banner',
      {
        schema: {
          tags,
          summary: 'Sets a promotion’s banner picture; shoppers see it at once; admins only; logged',
          description: BANNER_UPLOAD_DESCRIPTION,
          consumes: PHOTO_UPLOAD_TYPES,
          params: IdParam,
          response: { 200: AdminPromotionAnswer, ...rights, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
        },
        // Who sends it is judged before up to 10 MB of it is read; an unknown promotion before a pixel is decoded.
        preParsing: async (req) => {
          await requireOperator(req, db, ADMIN);
        },
      },
      async (req, reply) => {
        const operator = await requireOperator(req, db, ADMIN);
        const bytes = await uploadedPhoto(req);
        const lang = requestLang(req);
        const promotion = await refusingPhotos(() => setPromotionBanner(db, config.uploadsDir, operator.id, lang, req.params.id, bytes));
        return promotion ? { data: promotion } : refuse(req, reply, 404, 'promotionNotFound');
      },
    );
  });

  app.delete(
    '/api/operator/promotions/:id/banner',
    {
      schema: {
        tags,
        summary: 'Takes a promotion’s uploaded banner picture off: the banner drawn of its title shows again at once; logged',
        description: 'A promotion without an uploaded picture is 409. The picture’s files are removed.',
        params: IdParam,
        response: { 200: AdminPromotionAnswer, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      const outcome = await removePromotionBanner(db, config.uploadsDir, operator.id, requestLang(req), req.params.id);
      if (outcome.done) return { data: outcome.promotion };
      return outcome.problem === 'noBanner' ? refuse(req, reply, 409, 'noBanner') : refuse(req, reply, 404, 'promotionNotFound');
    },
  );

  app.delete(
    '/api/operator/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a promotion with its home banners; its page is gone, its promo code stays; logged',
        params: IdParam,
        response: { ...gone, ...rights },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      if (!(await deletePromotion(db, config.uploadsDir, operator.id, req.params.id))) return refuse(req, reply, 404, 'promotionNotFound');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/operator/home-slides',
    {
      schema: {
        tags,
        summary: 'The home page’s slider, banners and small banners in the order shown; admins only',
        response: { 200: HomeSlidesAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await homeSlides(db, requestLang(req)) };
    },
  );

  app.post(
    '/api/operator/home-slides/:id/move',
    {
      schema: {
        tags,
        summary: 'Moves a home slide one step up or down among its place’s slides; logged',
        params: IdParam,
        body: SlideMoveBody,
        response: { 200: HomeSlidesAnswer, ...rights },
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, ADMIN);
      if (!(await moveHomeSlide(db, operator.id, req.params.id, req.body.direction))) return refuse(req, reply, 404, 'slideNotFound');
      return { data: await homeSlides(db, requestLang(req)) };
    },
  );
};
