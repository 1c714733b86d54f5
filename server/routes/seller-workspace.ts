import { ErrorBody, errorResponses } from '../contract/common';
import { SignInLinkBody } from '../contract/operator';
import { SellerLoginBody, SellerUserAnswer } from '../contract/seller-workspace';
import { ApiError } from '../http/errors';
import { passwordSignIn } from '../http/password-sign-in';
import { SELLER_COOKIE, sellerUserAnswer, sellerUserOf, signInSellerUser } from '../http/seller';
import { loginAttempts } from '../services/auth/auth';
import { rateLimitCounter } from '../services/auth/rate-limits';
import { endSellerSession, sellerUserByPassword } from '../services/seller/seller-users';
import { spendSignInLink } from '../services/auth/sign-in-links';
import type { RoutePlugin } from './context';

const tags = ['seller-workspace'];

/**
 * docs/product-rules.md#seller-workspace: a seller user signs in to the workspace with a phone and a password and
 * gets the `seller_token` cookie, which the seller API takes as it takes a key. The customer's sign-in and this one
 * share nothing but the limits on password guessing.
 */
export const sellerWorkspaceRoutes: RoutePlugin = async (app, { db, config }) => {
  const attempts = loginAttempts(rateLimitCounter(db));

  app.post(
    '/api/seller-auth/login',
    {
      schema: {
        tags,
        summary: 'A seller user signs in to the workspace with phone and password; sets the HttpOnly `seller_token` cookie',
        description:
          'One 422 for an unknown phone and a wrong password alike; 429 with Retry-After under the same limits as the customer login.',
        body: SellerLoginBody,
        response: { 200: SellerUserAnswer, ...errorResponses, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => {
      const id = await passwordSignIn(req, reply, attempts, (phone, password) => sellerUserByPassword(db, phone, password));
      if (id === null) return reply;
      return signInSellerUser(db, config, reply, id);
    },
  );

  app.post(
    '/api/seller-auth/link',
    {
      schema: {
        tags,
        summary: 'A seller user signs in with the one-time link an accepted cooperation request sent; sets the `seller_token` cookie',
        body: SignInLinkBody,
        response: { 200: SellerUserAnswer, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const id = await spendSignInLink(db, 'seller', req.body.token);
      if (id === null) throw new ApiError(422, 'signInLinkInvalid');
      return signInSellerUser(db, config, reply, id);
    },
  );

  app.get(
    '/api/seller-auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in seller user and the seller it works for; 401 without a workspace session',
        response: { 200: SellerUserAnswer, ...errorResponses, 401: ErrorBody },
      },
    },
    async (req) => {
      const user = await sellerUserOf(req, db);
      if (!user) throw new ApiError(401, 'sellerSignInRequired');
      return sellerUserAnswer(user);
    },
  );

  app.post(
    '/api/seller-auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the workspace session and clears its cookie',
        response: { 204: { type: 'null', description: 'signed out' } },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SELLER_COOKIE];
      if (token) await endSellerSession(db, token);
      reply.clearCookie(SELLER_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
