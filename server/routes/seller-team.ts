import { newPasswordRules } from '../../src/domain/account-rules';
import { checkForm } from '../../src/domain/form-rules';
import { ErrorBody, errorResponses } from '../contract/common';
import { SellerUserAnswer } from '../contract/seller-workspace';
import {
  AcceptInvitationBody,
  InvitationAnswer,
  InvitationPreview,
  InvitationTokenBody,
  InviteBody,
  IssuedKey,
  IssueKeyBody,
  SellerKeyList,
  TeamAnswer,
  TeamIdParam,
} from '../contract/seller-team';
import { ApiError } from '../http/errors';
import { errorText } from '../i18n/texts';
import { requestLang } from '../http/lang';
import { requireOwner, signInSellerUser } from '../http/seller';
import { issueSellerKey, revokeSellerKey, sellerKeys } from '../services/seller/seller-keys';
import {
  acceptInvitation,
  cancelInvitation,
  invitationByToken,
  inviteManager,
  removeManager,
  sellerTeam,
} from '../services/seller/seller-team';
import type { RoutePlugin } from './context';
import { mobilePhoneOf } from './verification';

const tags = ['seller-workspace'];
const owners = 'The shop’s owner only, signed in to the workspace: a manager gets 403, and so does a seller key (a key is no person).';
const refusals = { ...errorResponses, 401: ErrorBody, 403: ErrorBody };
const gone = { 204: { type: 'null', description: 'done' } } as const;

/** docs/product-rules.md#seller-team: the owner's team and keys; an invited manager's way in. */
export const sellerTeamRoutes: RoutePlugin = async (app, { db, config, providers: { sms } }) => {
  app.get(
    '/api/seller-team',
    {
      schema: {
        tags,
        summary: 'The seller’s team: the owner and managers, and the invitations not yet accepted',
        description: owners,
        response: { 200: TeamAnswer, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      return { data: await sellerTeam(db, owner.seller_id) };
    },
  );

  app.post(
    '/api/seller-team/invitations',
    {
      schema: {
        tags,
        summary: 'Invites a manager by phone: a one-time link to the workspace goes by SMS, in the request’s language',
        description: `${owners} A phone already working in a workspace is 409; the same phone again within a minute, or more than 10 invitations waiting, is 422. Inviting a phone invited before sends a new link in place of the old.`,
        body: InviteBody,
        response: { 201: InvitationAnswer, ...refusals, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const owner = await requireOwner(req, db);
      const phone = mobilePhoneOf(req, req.body.phone);
      const invitation = await inviteManager(
        db,
        { sellerId: owner.seller_id, shopName: owner.shop_name, phone, name: req.body.name ?? '', lang: requestLang(req) },
        { publicUrl: config.publicUrl, storeName: config.storeName, sms },
      );
      return reply.status(201).send({ data: invitation });
    },
  );

  app.delete(
    '/api/seller-team/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Cancels an invitation: its link stops working',
        description: `${owners} Another seller’s invitation is 404.`,
        params: TeamIdParam,
        response: { ...gone, ...refusals },
      },
    },
    async (req, reply) => {
      const owner = await requireOwner(req, db);
      await cancelInvitation(db, owner.seller_id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/seller-team/members/:id',
    {
      schema: {
        tags,
        summary: 'Removes a manager from the team; their sessions end at once',
        description: `${owners} The owner cannot be removed (422); another seller’s user is 404.`,
        params: TeamIdParam,
        response: { ...gone, ...refusals, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const owner = await requireOwner(req, db);
      await removeManager(db, owner.seller_id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/seller-auth/invitation',
    {
      schema: {
        tags,
        summary: 'What an invitation’s link offers, before a password is chosen: the shop and the phone to sign in with',
        description: 'An unknown, accepted or expired invitation is 422.',
        body: InvitationTokenBody,
        response: { 200: InvitationPreview, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req) => ({ data: await invitationByToken(db, req.body.token) }),
  );

  app.post(
    '/api/seller-auth/invitation/accept',
    {
      schema: {
        tags,
        summary: 'An invited manager sets a password and is signed in to the workspace; sets the `seller_token` cookie',
        description:
          'The invitation works once: an unknown, accepted or expired one is 422; a phone that joined a workspace meanwhile is 409. Passwords as the customers’: 8 to 128 characters, confirmed.',
        body: AcceptInvitationBody,
        response: { 200: SellerUserAnswer, ...errorResponses, 409: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (req, reply) => {
      const { token, ...values } = req.body;
      const problems = checkForm(newPasswordRules, values, requestLang(req));
      if (problems) throw new ApiError(400, 'formInvalid', problems);
      return signInSellerUser(db, config, reply, await acceptInvitation(db, token, values.password));
    },
  );

  app.get(
    '/api/seller-keys',
    {
      schema: {
        tags,
        summary: 'The seller’s API keys: name, last 4 characters, when made and last used; never the key',
        description: owners,
        response: { 200: SellerKeyList, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      return { data: await sellerKeys(db, owner.seller_id) };
    },
  );

  app.post(
    '/api/seller-keys',
    {
      schema: {
        tags,
        summary: 'Issues an API key under a name; the answer carries the key, shown this once',
        description: `${owners} Only the key’s sha256 is kept: a lost key is revoked and another issued.`,
        body: IssueKeyBody,
        response: { 201: IssuedKey, ...refusals },
      },
    },
    async (req, reply) => {
      const owner = await requireOwner(req, db);
      const name = req.body.name.trim();
      if (name === '') {
        throw new ApiError(400, 'formInvalid', { name: [errorText(requestLang(req), 'seller-team:errors.keyNameRequired')] });
      }
      return reply.status(201).send({ data: await issueSellerKey(db, owner.seller_id, name) });
    },
  );

  app.delete(
    '/api/seller-keys/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an API key: it stops working at once',
        description: `${owners} Another seller’s key is 404.`,
        params: TeamIdParam,
        response: { ...gone, ...refusals },
      },
    },
    async (req, reply) => {
      const owner = await requireOwner(req, db);
      await revokeSellerKey(db, owner.seller_id, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
