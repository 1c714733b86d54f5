import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import {
  OperatorProposalQueue,
  ProposalBody,
  ProposalChoicesAnswer,
  ProposalChoicesQuery,
  ProposalDecided,
  ProposalRefusalBody,
  SellerProposalAnswer,
  SellerProposalDetail,
  SellerProposalList,
} from '../contract/proposals';
import { PROPOSAL_REASON_MAX, type ProposalInput } from '../../src/domain/product-proposal';
import type { Lang } from '../../src/domain/paths';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator } from '../http/operator';
import { refuseWhilePaused, requireSeller } from '../http/seller';
import { serverText, type TextKey } from '../i18n/i18n';
import {
  acceptProposal,
  proposalQueue,
  refuseProposal,
  undoProposal,
  type ProposalOutcome,
} from '../services/operator/proposal-moderation';
import {
  checkProposal,
  proposalChoices,
  proposalDraft,
  saveProposal,
  sellerProposals,
  updateProposal,
  withdrawProposal,
  type ProposalChange,
  type ProposalRefusals,
} from '../services/seller/product-proposals';
import type { RoutePlugin } from './context';

const MODERATORS = ['admin', 'moderator'] as const;
const sellerErrors = { ...errorResponses, 401: ErrorBody };
const auth = 'With the seller’s key (`Authorization: Bearer <key>`) or the workspace’s session cookie.';
const text = (lang: Lang, key: TextKey<'proposed-products'>) => serverText(lang, 'proposed-products', key);

/** Every bad field in the seller's language, under the shop's usual "check the fields" message. */
function refusedFields(lang: Lang, problems: ProposalRefusals): ApiError {
  const errors = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [text(lang, `errors.${problem!}`)]]));
  return new ApiError(400, 'formInvalid', errors);
}

/** The typed form as the service takes it: a field left out is one not filled. */
function proposalInput(body: Static<typeof ProposalBody>): ProposalInput {
  return {
    ...body,
    category_id: body.category_id ?? null,
    brand_id: body.brand_id ?? null,
    brand_name: body.brand_name ?? '',
    price: body.price ?? null,
    stock: body.stock ?? null,
  };
}

/** A seller's change that did not happen, said in the seller's language: not theirs (404) or already decided (409). */
function refusedChange(reply: FastifyReply, lang: Lang, change: Exclude<ProposalChange, 'done'>) {
  return change === 'notFound'
    ? reply.status(404).send({ message: text(lang, 'errors.notFound') })
    : reply.status(409).send({ message: text(lang, 'errors.decided') });
}

/** A decision the proposal's state refuses, said in the operator's language. */
function refusedDecision(reply: FastifyReply, lang: Lang, outcome: ProposalOutcome) {
  if (outcome.done) return null;
  const answer = (status: number, message: string) => reply.status(status).send({ message });
  switch (outcome.problem) {
    case 'notFound':
      return answer(404, text(lang, 'errors.notFound'));
    case 'alreadyDecided':
      return answer(409, text(lang, 'errors.decided'));
    case 'vendorCodeTaken':
      return answer(409, text(lang, 'errors.vendorCodeTaken'));
    case 'inUse':
      return answer(409, text(lang, 'errors.inUse'));
    case 'undoExpired':
      throw new ApiError(409, 'undoExpired');
  }
}

/**
 * docs/product-rules.md#proposed-products: a seller proposes a product the catalogue lacks, and sees its state;
 * the moderators' queue accepts it (the base product and the seller's offer appear at once) or refuses it with a
 * reason the seller sees; each decision can be undone for 10 minutes and is logged.
 */
export const proposalRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/seller-api/proposals/choices',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'What a proposal can name: the categories without subcategories, the brands, a category’s attributes and values',
        description: auth,
        querystring: ProposalChoicesQuery,
        response: { 200: ProposalChoicesAnswer, ...sellerErrors },
      },
    },
    async (req) => {
      await requireSeller(req, db);
      return { data: await proposalChoices(db, requestLang(req), req.query.category_id) };
    },
  );

  app.get(
    '/api/seller-api/proposals',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'The seller’s proposed products, newest first, each with its state (waiting, accepted, refused with the reason)',
        description: auth,
        response: { 200: SellerProposalList, ...sellerErrors },
      },
    },
    async (req) => {
      const seller = await requireSeller(req, db);
      return { data: await sellerProposals(db, requestLang(req), seller.id) };
    },
  );

  app.get(
    '/api/seller-api/proposals/:id',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'One of the seller’s proposed products, with what the seller typed (to change it while it waits); another seller’s is 404',
        description: auth,
        params: IdParam,
        response: { 200: SellerProposalDetail, ...sellerErrors },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      const [found] = await sellerProposals(db, requestLang(req), seller.id, req.params.id);
      const draft = found ? await proposalDraft(db, seller.id, req.params.id) : null;
      if (!found || !draft) return reply.status(404).send({ message: text(requestLang(req), 'errors.notFound') });
      return { data: { ...found, draft } };
    },
  );

  app.put(
    '/api/seller-api/proposals/:id',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'Changes a proposal while it waits, checked as a new one; a decided one is 409, another seller’s 404',
        description: `${auth} Every bad field is answered at once (400, \`errors\` by field, in the request’s language). It keeps its place in the queue.`,
        params: IdParam,
        body: ProposalBody,
        response: { 200: SellerProposalAnswer, ...sellerErrors, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      const lang = requestLang(req);
      const { id } = req.params;
      const input = proposalInput(req.body);
      const [found] = await sellerProposals(db, lang, seller.id, id);
      if (!found) return refusedChange(reply, lang, 'notFound');
      if (found.status !== 'waiting') return refusedChange(reply, lang, 'decided');
      const problems = await checkProposal(db, seller.id, input, id);
      if (Object.keys(problems).length > 0) throw refusedFields(lang, problems);
      const change = await updateProposal(db, seller.id, id, input);
      if (change !== 'done') return refusedChange(reply, lang, change);
      const [saved] = await sellerProposals(db, lang, seller.id, id);
      return { data: saved! };
    },
  );

  app.delete(
    '/api/seller-api/proposals/:id',
    {
      schema: {
        tags: ['seller-api'],
        summary: 'Withdraws a proposal while it waits: it leaves the moderators’ queue; a decided one is 409, another seller’s 404',
        description: auth,
        params: IdParam,
        response: { 204: { type: 'null', description: 'withdrawn' }, ...sellerErrors, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      const change = await withdrawProposal(db, config.uploadsDir, seller.id, req.params.id);
      if (change !== 'done') return refusedChange(reply, requestLang(req), change);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/seller-api/proposals',
    {
      schema: {
        tags: ['seller-api'],
        summary:
          'Proposes a new product: both languages’ texts, category, brand, characteristics, the offer’s price, stock and vendor code',
        description: `${auth} Every bad field is answered at once (400, \`errors\` by field, in the request’s language). The proposal waits for a moderator; while the back office has the seller paused it is 409.`,
        body: ProposalBody,
        response: { 201: SellerProposalAnswer, ...sellerErrors, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const seller = await requireSeller(req, db);
      await refuseWhilePaused(db, seller.id);
      const lang = requestLang(req);
      const input = proposalInput(req.body);
      const problems = await checkProposal(db, seller.id, input);
      if (Object.keys(problems).length > 0) throw refusedFields(lang, problems);
      const id = await saveProposal(db, seller.id, input);
      const [saved] = await sellerProposals(db, lang, seller.id, id);
      return reply.status(201).send({ data: saved! });
    },
  );

  const tags = ['operator'];
  const decided = { 200: ProposalDecided, ...errorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody } as const;
  const done = (lang: Lang, id: number) => ({ data: { id, message: text(lang, 'saved') } });

  app.get(
    '/api/operator/proposals',
    {
      schema: {
        tags,
        summary:
          'Sellers’ proposed products: waiting ones oldest first, then the last hour’s decisions; with how many wait and the oldest’s age',
        response: { 200: OperatorProposalQueue, ...errorResponses, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireOperator(req, db, MODERATORS);
      return { data: await proposalQueue(db, requestLang(req)) };
    },
  );

  app.post(
    '/api/operator/proposals/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accepts a waiting proposal: the base product and the seller’s offer of it appear in listings, search and sitemaps at once; 409 when decided; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, MODERATORS);
      const lang = requestLang(req);
      return refusedDecision(reply, lang, await acceptProposal(db, operator.id, req.params.id)) ?? done(lang, req.params.id);
    },
  );

  app.post(
    '/api/operator/proposals/:id/refuse',
    {
      schema: {
        tags,
        summary: 'Refuses a waiting proposal with a reason (required, at most 300 characters) the seller sees; 409 when decided; logged',
        params: IdParam,
        body: ProposalRefusalBody,
        response: decided,
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, MODERATORS);
      const lang = requestLang(req);
      const reason = req.body.reason.trim();
      if (reason === '' || reason.length > PROPOSAL_REASON_MAX) {
        throw new ApiError(400, 'formInvalid', { reason: [text(lang, 'errors.reasonRequired')] });
      }
      return refusedDecision(reply, lang, await refuseProposal(db, operator.id, req.params.id, reason)) ?? done(lang, req.params.id);
    },
  );

  app.post(
    '/api/operator/proposals/:id/undo',
    {
      schema: {
        tags,
        summary:
          'Takes back a decision made less than 10 minutes ago: the proposal waits again, and an acceptance’s product and offer go; 409 after that or once shoppers hold the offer; logged',
        params: IdParam,
        response: decided,
      },
    },
    async (req, reply) => {
      const operator = await requireOperator(req, db, MODERATORS);
      const lang = requestLang(req);
      return refusedDecision(reply, lang, await undoProposal(db, operator.id, req.params.id)) ?? done(lang, req.params.id);
    },
  );
};
