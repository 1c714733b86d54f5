import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import { ReportDecisionBody, ReportQueueAnswer, ReportQueueQuery } from '../contract/operator';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { serverText } from '../i18n/i18n';
import { decideReport, reportQueue, undoReport, type ModerationOutcome } from '../services/operator/report-moderation';
import type { RoutePlugin } from './context';

const tags = ['operator'];
const MODERATORS = ['admin', 'moderator'] as const;

function refused(outcome: ModerationOutcome): void {
  if (outcome.done) return;
  if (outcome.problem === 'notFound') throw new ApiError(404, 'reportNotFound');
  throw new ApiError(409, outcome.problem === 'undoExpired' ? 'undoExpired' : 'reportDecided');
}

/**
 * The moderation queues (docs/product-rules.md#moderation) for admins and moderators alike: shoppers' complaints
 * and characteristics reports, each decided in one tap and undoable for 10 minutes; every decision is logged.
 */
export const moderationRoutes: RoutePlugin = async (app, { db }) => {
  const decided = { 200: MessageReceived, ...errorResponses, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
  const done = (lang: ReturnType<typeof requestLang>, id: number) => ({ data: { id, message: serverText(lang, 'admin', 'saved') } });

  app.get(
    '/api/operator/reports',
    {
      schema: {
        tags,
        summary:
          'A queue of shoppers’ reports (complaints by default): open ones oldest first, then the last hour’s decisions; with every queue’s count and oldest wait',
        querystring: ReportQueueQuery,
        response: { 200: ReportQueueAnswer, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, MODERATORS);
      return { data: await reportQueue(db, req.query.kind ?? 'complaint', requestLang(req)) };
    },
  );

  app.post(
    '/api/operator/reports/:id/decision',
    {
      schema: {
        tags,
        summary: 'Decides an open report: resolved (acted on) or dismissed; 409 when already decided; logged',
        params: IdParam,
        body: ReportDecisionBody,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, MODERATORS);
      refused(await decideReport(db, operator.id, req.params.id, req.body.decision));
      return done(requestLang(req), req.params.id);
    },
  );

  app.post(
    '/api/operator/reports/:id/undo',
    {
      schema: {
        tags,
        summary: 'Reopens a report decided less than 10 minutes ago; 409 after that; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, MODERATORS);
      refused(await undoReport(db, operator.id, req.params.id));
      return done(requestLang(req), req.params.id);
    },
  );
};
