import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SEARCH_MIN_CHARS, isLiveSearchQueryPresent, isSearchQueryLongEnough } from '../../src/domain/limits';
import { errorResponses } from '../contract/common';
import {
  HistoryDeleteQuery,
  LiveSearchQuery,
  LiveSearchResult,
  MultiSearchHeaders,
  SearchHistory,
  SearchQuery,
  SearchResult,
} from '../contract/search';
import { customerFor, customerIfAny } from '../http/customer';
import { keepDeviceId, sentDeviceId } from '../http/device-id';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import { liveSearch, liveSearchPurchases, searchProducts } from '../services/search/search';
import { forgetSearch, historyOwner, rememberSearch, searchHistory } from '../services/search/search-history';
import type { RoutePlugin } from './context';

/** A client may name its own search id (a UUID, a ULID, its own scheme): any cookie-safe token of 8 to 64 characters is kept. */
const UID = /^[A-Za-z0-9._~:-]{8,64}$/;
/** The guest's search id: the client's X-MultiSearch-Id, or the cookie a page rendered on the server reads. */
const SEARCH_ID = { header: 'x-multisearch-id', cookie: 'multisearch_uid' };

/** The search id the client sent, when it is a well-formed one. */
function sentUid(req: FastifyRequest): string | null {
  const sent = sentDeviceId(req, SEARCH_ID);
  return sent !== undefined && UID.test(sent) ? sent : null;
}

function ownerOf(req: FastifyRequest, uid: string | null): string | null {
  return historyOwner(customerIfAny(req)?.id ?? null, uid);
}

export const searchRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/multisearch/search',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['search'],
        summary:
          'Search results: products matching every word (as a word start) in titles, brands and categories, with category and brand filters',
        description:
          'Both languages are searched; apostrophe variants, case and the letters the languages swap do not matter. A query that finds nothing as typed is read again forgivingly (other keyboard layout, transliteration, synonyms, typos) unless exact=1. In-stock products come first, then the best matches. The query goes to the history of the customer, or of the X-MultiSearch-Id.',
        headers: MultiSearchHeaders,
        querystring: SearchQuery,
        response: { 200: SearchResult, ...errorResponses },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const { query, page } = req.query;
      if (!isSearchQueryLongEnough(query)) {
        const text = errorText(lang, 'searchTooShort', { count: String(SEARCH_MIN_CHARS) });
        return reply.status(400).send({ message: text, errors: { query: [text] } });
      }
      const uid = sentUid(req) ?? randomBytes(16).toString('hex');
      if (req.cookies[SEARCH_ID.cookie] !== uid) keepDeviceId(reply, SEARCH_ID, uid, config.https);
      const owner = ownerOf(req, uid)!;
      const [result] = await Promise.all([
        searchProducts(db, lang, {
          query: query.trim(),
          page,
          categories: req.query['categories[]'] ?? [],
          brands: req.query['brands[]'] ?? [],
          exact: req.query.exact === 1,
        }),
        rememberSearch(db, owner, query),
      ]);
      return { uid, ...result };
    },
  );

  app.get(
    '/api/multisearch/live-search',
    {
      // The cabinet's variant (purchases=1) is the customer's own: asked through customerFor, answered private.
      config: { cache: 'public', privateWhen: (req) => (req.query as { purchases?: number }).purchases === 1 },
      schema: {
        tags: ['search'],
        summary: "Suggestions while typing: the best 6 products and the 5 categories with most matches; a blank query is 400 'Empty query'",
        description: 'With purchases=1, only among the goods the signed-in customer has ordered (401 for a guest); that answer is private.',
        querystring: LiveSearchQuery,
        response: { 200: LiveSearchResult, ...errorResponses },
      },
    },
    async (req) => {
      if (req.query.purchases === 1) {
        const customer = await customerFor(db, req);
        if (!isLiveSearchQueryPresent(req.query.query)) throw new ApiError(400, 'emptyQuery');
        return liveSearchPurchases(db, requestLang(req), customer.id, req.query.query);
      }
      if (!isLiveSearchQueryPresent(req.query.query)) throw new ApiError(400, 'emptyQuery');
      return liveSearch(db, requestLang(req), req.query.query, { exact: req.query.exact === 1 });
    },
  );

  app.get(
    '/api/multisearch/history',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['search'],
        summary: 'The queries searched before, most recent first (at most 20): the customer’s, or those of the X-MultiSearch-Id',
        headers: MultiSearchHeaders,
        response: { 200: SearchHistory, ...errorResponses },
      },
    },
    async (req) => {
      const owner = ownerOf(req, sentUid(req));
      return { data: owner ? await searchHistory(db, owner) : [] };
    },
  );

  app.delete(
    '/api/multisearch/history',
    {
      config: { customer: 'optional' },
      schema: {
        tags: ['search'],
        summary: 'Forgets one query of the history, or all of them without `query`; answers with what is left',
        headers: MultiSearchHeaders,
        querystring: HistoryDeleteQuery,
        response: { 200: SearchHistory, ...errorResponses },
      },
    },
    async (req) => {
      const owner = ownerOf(req, sentUid(req));
      if (!owner) return { data: [] };
      await forgetSearch(db, owner, req.query.query);
      return { data: await searchHistory(db, owner) };
    },
  );
};
