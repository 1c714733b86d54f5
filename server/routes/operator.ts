import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { MessageReceived } from '../contract/contact';
import {
  AuditAnswer,
  AuditQuery,
  CooperationNoteBody,
  CooperationQueueAnswer,
  CooperationQueueQuery,
  CooperationRefuseBody,
  OperatorListAnswer,
  OperatorLoginBody,
  OperatorUserAnswer,
  SignInLinkBody,
} from '../contract/operator';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { passwordSignIn } from '../http/password-sign-in';
import { OPERATOR_COOKIE, requireOperator, signInOperator } from '../http/operator';
import { serverText } from '../i18n/i18n';
import { isCalendarDate, kyivDayStart } from '../../src/domain/calendar-day';
import { listOperators, readAuditLog } from '../services/operator/audit-log';
import { loginAttempts } from '../services/auth/auth';
import {
  acceptCooperation,
  cooperationQueue,
  noteCooperation,
  refuseCooperation,
  type OnboardingOutcome,
} from '../services/operator/onboarding';
import { endOperatorSession, operatorByPassword, type SessionOperator } from '../services/operator/operator-users';
import { rateLimitCounter } from '../services/auth/rate-limits';
import { spendSignInLink } from '../services/auth/sign-in-links';
import type { RoutePlugin } from './context';

const tags = ['operator'];

/** The Kyiv calendar day after a YYYY-MM-DD one. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const ADMIN = ['admin'] as const;

const userAnswer = (user: SessionOperator) => ({ data: { id: user.id, name: user.name, phone: user.phone, role: user.role } });

/** A refused onboarding step as the answer says it. */
function refused(outcome: OnboardingOutcome): void {
  if (outcome.done) return;
  if (outcome.problem === 'notFound') throw new ApiError(404, 'cooperationNotFound');
  throw new ApiError(409, outcome.problem === 'phoneTaken' ? 'cooperationPhoneTaken' : 'cooperationDecided');
}

/**
 * The back office (docs/product-rules.md#back-office): operator users sign in with a phone and a password, or a
 * one-time link, and get the `operator_token` cookie, which nothing in the shop or the workspace reads. Sign-in
 * shares the customer login's limits. Onboarding and the audit log are the admins'.
 */
export const operatorRoutes: RoutePlugin = async (app, { db, config, providers }) => {
  const attempts = loginAttempts(rateLimitCounter(db));

  const signIn = (reply: import('fastify').FastifyReply, id: number) => signInOperator(db, config, reply, id);

  app.post(
    '/api/operator-auth/login',
    {
      schema: {
        tags,
        summary: 'An operator user signs in to the back office with phone and password; sets the HttpOnly `operator_token` cookie',
        description:
          'One 422 for an unknown phone, a wrong password and an account without one alike; 429 with Retry-After under the customer login’s limits.',
        body: OperatorLoginBody,
        response: { 200: OperatorUserAnswer, ...errorResponses, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => {
      const id = await passwordSignIn(req, reply, attempts, (phone, password) => operatorByPassword(db, phone, password));
      if (id === null) return reply;
      return signIn(reply, id);
    },
  );

  app.post(
    '/api/operator-auth/link',
    {
      schema: {
        tags,
        summary: 'Signs in with a one-time link’s token, which works once; sets the `operator_token` cookie',
        body: SignInLinkBody,
        response: { 200: OperatorUserAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const id = await spendSignInLink(db, 'operator', req.body.token);
      if (id === null) throw new ApiError(422, 'signInLinkInvalid');
      return signIn(reply, id);
    },
  );

  app.get(
    '/api/operator-auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in operator user; 401 without a back-office session',
        response: { 200: OperatorUserAnswer, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => userAnswer(await requireOperator(req, db)),
  );

  app.post(
    '/api/operator-auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the back-office session and clears its cookie',
        response: { 204: { type: 'null', description: 'signed out' } },
      },
    },
    async (req, reply) => {
      const token = req.cookies[OPERATOR_COOKIE];
      if (token) await endOperatorSession(db, token);
      reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/operator/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, narrowed by operator, action and subject; admins only',
        querystring: AuditQuery,
        response: { 200: AuditAnswer, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      const { operator, action, subject, from, to, limit = 100 } = req.query;
      const lang = requestLang(req);
      const day = (text: string | undefined, field: 'from' | 'to') => {
        if (text === undefined) return undefined;
        if (!isCalendarDate(text)) throw new ApiError(400, 'formInvalid', { [field]: [serverText(lang, 'validation', 'invalid')] });
        return kyivDayStart(text);
      };
      const since = day(from, 'from')?.toISOString();
      const until = day(to, 'to') && kyivDayStart(nextDay(to!)).toISOString();
      return { data: await readAuditLog(db, { operator, action, subject, since, until, limit }) };
    },
  );

  app.get(
    '/api/operator/operators',
    {
      schema: {
        tags,
        summary: 'The back office’s users, for the audit log’s filter; admins only',
        response: { 200: OperatorListAnswer, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await listOperators(db) };
    },
  );

  app.get(
    '/api/operator/cooperation',
    {
      schema: {
        tags,
        summary: 'The onboarding queue: partners’ cooperation requests, open ones first; admins only',
        querystring: CooperationQueueQuery,
        response: { 200: CooperationQueueAnswer, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await cooperationQueue(db, req.query.status) };
    },
  );

  const decided = { 200: MessageReceived, ...errorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody } as const;
  const done = (lang: ReturnType<typeof requestLang>, id: number) => ({ data: { id, message: serverText(lang, 'admin', 'saved') } });

  app.post(
    '/api/operator/cooperation/:id/note',
    {
      schema: {
        tags,
        summary: 'Takes a request into work (or back to new) and keeps a note; logged',
        params: IdParam,
        body: CooperationNoteBody,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      refused(await noteCooperation(db, operator.id, req.params.id, req.body));
      return done(requestLang(req), req.params.id);
    },
  );

  app.post(
    '/api/operator/cooperation/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accepts a request: creates the seller and its owner seller user, and sends the owner a one-time sign-in link by SMS and to the request’s e-mail; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      refused(
        await acceptCooperation(db, operator.id, req.params.id, {
          publicUrl: config.publicUrl,
          storeName: config.storeName,
          sms: providers.sms,
          email: providers.email,
        }),
      );
      return done(requestLang(req), req.params.id);
    },
  );

  app.post(
    '/api/operator/cooperation/:id/refuse',
    {
      schema: {
        tags,
        summary: 'Refuses a request and sends the partner the reason by SMS and to the request’s e-mail; logged',
        params: IdParam,
        body: CooperationRefuseBody,
        response: decided,
      },
    },
    async (req) => {
      const operator = await requireOperator(req, db, ADMIN);
      if (req.body.reason.trim() === '')
        throw new ApiError(400, 'formInvalid', { reason: [serverText(requestLang(req), 'validation', 'required')] });
      refused(
        await refuseCooperation(db, operator.id, req.params.id, req.body.reason, {
          publicUrl: config.publicUrl,
          storeName: config.storeName,
          sms: providers.sms,
          email: providers.email,
        }),
      );
      return done(requestLang(req), req.params.id);
    },
  );
};
