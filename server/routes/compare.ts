import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, ErrorBody, Id, IdParam } from '../contract/common';
import { CompareCategory, CompareSessionHeader, CompareSummary } from '../contract/compare';
import { customerIfAny } from '../http/customer';
import { requestLang } from '../http/lang';
import {
  addToCompare,
  clearCompareCategory,
  compareCategory,
  compareSummary,
  ensureSession,
  removeFromCompare,
  usableSession,
} from '../services/customer/compare';
import type { RoutePlugin } from './context';

const tags = ['compare'];
const headers = CompareSessionHeader;
const CategoryIdParam = Type.Object({ id: Id({ description: 'category id' }) });

export const compareRoutes: RoutePlugin = async (app, { db }) => {
  /** The session this request may read or change: the signed-in customer's, or the guest's header. */
  const session = async (req: FastifyRequest) => {
    const customerId = customerIfAny(req)?.id ?? null;
    const header = req.headers['compare-session'];
    const named = typeof header === 'string' ? header : undefined;
    return { customerId, named, sessionId: await usableSession(db, named, customerId) };
  };

  app.get(
    '/api/compare',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'The compare lists, one per category; without a session an empty answer (no session is started)',
        headers,
        response: { 200: CompareSummary, ...errorResponses },
      },
    },
    async (req) => compareSummary(db, requestLang(req), (await session(req)).sessionId),
  );

  app.post(
    '/api/compare/product/:id',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Add a product (offer) to its category list; adding it again changes nothing; the first add starts the session',
        headers,
        params: IdParam,
        response: { 200: CompareSummary, ...errorResponses, 409: ErrorBody },
      },
    },
    async (req) => {
      const { customerId, named, sessionId } = await session(req);
      const id = await ensureSession(db, sessionId, customerId, named);
      await addToCompare(db, id, req.params.id);
      return compareSummary(db, requestLang(req), id);
    },
  );

  app.delete(
    '/api/compare/product/:id',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Remove a product from comparison (a product not in the list is no error)',
        headers,
        params: IdParam,
        response: { 200: CompareSummary, ...errorResponses },
      },
    },
    async (req) => {
      const { sessionId } = await session(req);
      await removeFromCompare(db, sessionId, req.params.id);
      return compareSummary(db, requestLang(req), sessionId);
    },
  );

  app.get(
    '/api/compare/category/:id',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary:
          'One category list as a table: the products and their characteristics side by side; 404 only for a category the catalogue lacks',
        headers,
        params: CategoryIdParam,
        response: { 200: CompareCategory, ...errorResponses },
      },
    },
    async (req) => compareCategory(db, requestLang(req), (await session(req)).sessionId, req.params.id),
  );

  app.delete(
    '/api/compare/category/:id',
    {
      config: { customer: 'optional' },
      schema: {
        tags,
        summary: 'Clear one category list',
        headers,
        params: CategoryIdParam,
        response: { 200: CompareSummary, ...errorResponses },
      },
    },
    async (req) => {
      const lang = requestLang(req);
      const { sessionId } = await session(req);
      await clearCompareCategory(db, lang, sessionId, req.params.id);
      return compareSummary(db, lang, sessionId);
    },
  );
};
