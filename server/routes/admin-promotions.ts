import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopToday } from '../../src/domain/calendar-day';
import type { Lang } from '../../src/domain/paths';
import { checkNewPromoCode, checkNewPromotion, type FormProblems } from '../../src/domain/promo-code-rules';
import {
  AdminPromoCodeAnswer,
  AdminPromoCodesAnswer,
  AdminPromotionAnswer,
  AdminPromotionsAnswer,
  HomeSlidesAnswer,
  NewPromoCodeBody,
  NewPromotionBody,
  PromotionChoicesAnswer,
  SlideMoveBody,
} from '../contract/admin-promotions';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { serverText, type TextKey } from '../i18n/i18n';
import {
  adminPromoCodes,
  adminPromotions,
  createPromoCode,
  createPromotion,
  homeSlides,
  moveHomeSlide,
  promotionChoices,
  setPromoCodePaused,
} from '../services/promo/back-office';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const ADMIN = ['admin'] as const;
const rights = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;

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

/**
 * Promo codes, promotions and the home page's slides in the back office, the admins' alone
 * (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office). A code made here is an ordinary checkout
 * code: the checkout's own check (server/services/promo/promo-codes.ts) accepts it.
 */
export const adminPromotionRoutes: RoutePlugin = async (app, { db }) => {
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
      if (outcome.problem === 'slugTaken') throw invalid(lang, { slug: 'slugTaken' }, 409);
      const field = { unknownCategory: 'category_ids', unknownProduct: 'product_ids', unknownCode: 'promo_code_id' }[outcome.problem];
      throw invalid(lang, { [field]: outcome.problem });
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
