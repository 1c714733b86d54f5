import { errorResponses, ErrorBody } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import {
  ReviewDecisionBody,
  ReviewKindIdParams,
  ReviewQueueAnswer,
  ReviewQueueQuery,
  ReviewReplyAnswer,
  ReviewReplyBody,
  ReviewSettingsAnswer,
  ReviewSettingsBody,
  SellerReviewList,
  SellerReviewsQuery,
} from '../contract/review-moderation';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { refuseWhilePaused, requireSeller } from '../http/seller';
import { serverText } from '../i18n/i18n';
import { replyToReview, sellerReviewList } from '../services/reviews/review-replies';
import {
  decideReview,
  premoderationOn,
  reviewQueue,
  setPremoderation,
  undoReviewDecision,
  type ReviewModerationOutcome,
} from '../services/reviews/review-moderation';
import type { RoutePlugin } from './context';

const MODERATORS = ['admin', 'moderator'] as const;

function refused(outcome: ReviewModerationOutcome): void {
  if (outcome.done) return;
  if (outcome.problem === 'notFound') throw new ApiError(404, 'reviewNotFound');
  throw new ApiError(409, outcome.problem === 'undoExpired' ? 'undoExpired' : 'reviewDecided');
}

/**
 * docs/product-rules.md#review-moderation: the seller's public replies (seller key or workspace session; a seller
 * reaches only its own reviews) and the back office's review queues (admins and moderators; the pre-moderation
 * setting is an admin's). Every operator decision is logged and undoable for 10 minutes.
 */
export const reviewModerationRoutes: RoutePlugin = async (app, { db }) => {
  const sellerErrors = { ...errorResponses, 401: ErrorBody };
  const operatorErrors = { ...errorResponses, 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/api/seller-api/reviews',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'Reviews of the seller’s products (kind=product, the default) or of the seller (kind=seller), newest first, paged',
        querystring: SellerReviewsQuery,
        response: { 200: SellerReviewList, ...sellerErrors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      const { kind = 'product', page = 1, unanswered = false } = req.query;
      return sellerReviewList(db, requestLang(req), seller.id, kind, page, unanswered);
    },
  );

  app.put(
    '/api/seller-api/reviews/:kind/:id/reply',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'Writes or edits the seller’s one public reply to its review; another seller’s review is 404, a paused seller’s reply 409',
        params: ReviewKindIdParams,
        body: ReviewReplyBody,
        response: { 200: ReviewReplyAnswer, ...sellerErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      await refuseWhilePaused(db, seller.id);
      return { data: await replyToReview(db, seller.id, req.params.kind, req.params.id, req.body.text) };
    },
  );

  app.get(
    '/api/operator/reviews',
    {
      schema: {
        tags: ['operator'],
        summary:
          'A review queue (product reviews by default): waiting ones oldest first, then the last hour’s decisions; both queues’ counts',
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueueAnswer, ...operatorErrors },
      },
    },
    async (req) => {
      await requireOperator(req, db, MODERATORS);
      return { data: await reviewQueue(db, req.query.kind ?? 'product', requestLang(req)) };
    },
  );

  const decided = { 200: MessageReceived, ...operatorErrors, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody } as const;

  app.post(
    '/api/operator/reviews/:kind/:id/decision',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approves a review or hides it with a reason its author sees; the rating follows at once; 409 when already so; logged',
        params: ReviewKindIdParams,
        body: ReviewDecisionBody,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, MODERATORS);
      const reason = (req.body.reason ?? '').trim();
      if (req.body.decision === 'hide' && !reason) throw new ApiError(422, 'hideReasonRequired');
      refused(await decideReview(db, operator.id, req.params.kind, req.params.id, req.body.decision, reason));
      return { data: { id: req.params.id, message: serverText(requestLang(req), 'admin', 'saved') } };
    },
  );

  app.post(
    '/api/operator/reviews/:kind/:id/undo',
    {
      schema: {
        tags: ['operator'],
        summary: 'Takes back a decision made less than 10 minutes ago; 409 after that; logged',
        params: ReviewKindIdParams,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, MODERATORS);
      refused(await undoReviewDecision(db, operator.id, req.params.kind, req.params.id));
      return { data: { id: req.params.id, message: serverText(requestLang(req), 'admin', 'saved') } };
    },
  );

  app.get(
    '/api/operator/review-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Whether new reviews wait for approval (pre-moderation); admins and moderators may read it',
        response: { 200: ReviewSettingsAnswer, ...operatorErrors },
      },
    },
    async (req) => {
      await requireOperator(req, db, MODERATORS);
      return { data: { premoderation: await premoderationOn(db) } };
    },
  );

  app.put(
    '/api/operator/review-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Turns pre-moderation of new reviews on or off; admins only; logged',
        body: ReviewSettingsBody,
        response: { 200: ReviewSettingsAnswer, ...operatorErrors },
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ['admin']);
      await setPremoderation(db, operator.id, req.body.premoderation);
      return { data: { premoderation: req.body.premoderation } };
    },
  );
};
