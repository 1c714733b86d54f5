import { newPasswordRules } from '../../src/domain/account-rules';
import { checkForm } from '../../src/domain/form-rules';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import { OperatorUserAnswer } from '../contract/operator';
import {
  AcceptOperatorInvitationBody,
  OperatorInvitationAnswer,
  OperatorInvitationPreview,
  OperatorInvitationTokenBody,
  OperatorInviteBody,
  OperatorTeamAnswer,
} from '../contract/operator-team';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { requireOperator, signInOperator } from '../http/operator';
import {
  acceptOperatorInvitation,
  inviteOperator,
  operatorInvitationByToken,
  operatorTeam,
  removeOperator,
  revokeOperatorInvitation,
} from '../services/operator/operator-team';
import type { RoutePlugin } from './context';
import { mobilePhoneOf } from './verification';

const tags = ['operator'];
const ADMIN = ['admin'] as const;
const admins = 'Admins only: 403 for a moderator, 401 for anyone else.';
const rights = { ...errorResponses, 401: ErrorBody, 403: ErrorBody } as const;
const gone = { 204: { type: 'null', description: 'done' } } as const;

/**
 * The back office's own people (docs/product-rules.md#back-office): admins invite operators by phone with a role,
 * revoke invitations and remove operators; an invitee sets a password by the link and is signed in. Every step logged.
 */
export const operatorTeamRoutes: RoutePlugin = async (app, { db, config, providers: { sms } }) => {
  app.get(
    '/api/operator/team',
    {
      schema: {
        tags,
        summary: 'The operators still working, admins first, and the invitations not yet accepted',
        description: admins,
        response: { 200: OperatorTeamAnswer, ...rights },
      },
    },
    async (req) => {
      await requireOperator(req, db, ADMIN);
      return { data: await operatorTeam(db) };
    },
  );

  app.post(
    '/api/operator/invitations',
    {
      schema: {
        tags,
        summary: 'Invites an operator by phone with a role: a one-time link to the back office goes by SMS; logged',
        description: `${admins} A working operator’s phone is 409; the same phone again within a minute is 422. Inviting a phone invited before sends a new link in place of the old.`,
        body: OperatorInviteBody,
        response: { 201: OperatorInvitationAnswer, ...rights, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const admin = await requireOperator(req, db, ADMIN);
      const phone = mobilePhoneOf(req, req.body.phone);
      const invitation = await inviteOperator(
        db,
        admin.id,
        { phone, role: req.body.role, name: req.body.name ?? '', lang: requestLang(req) },
        { publicUrl: config.publicUrl, storeName: config.storeName, sms },
      );
      return reply.status(201).send({ data: invitation });
    },
  );

  app.delete(
    '/api/operator/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revokes an invitation: its link stops working; logged',
        description: admins,
        params: IdParam,
        response: { ...gone, ...rights },
      },
    },
    async (req, reply) => {
      const admin = await requireOperator(req, db, ADMIN);
      await revokeOperatorInvitation(db, admin.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/operator/operators/:id',
    {
      schema: {
        tags,
        summary: 'Removes an operator: their sessions end at once and they sign in no more; logged',
        description: `${admins} Oneself and the last admin cannot be removed (409).`,
        params: IdParam,
        response: { ...gone, ...rights, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const admin = await requireOperator(req, db, ADMIN);
      await removeOperator(db, admin.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/operator-auth/invitation',
    {
      schema: {
        tags,
        summary: 'What an invitation’s link offers, before a password is chosen: the role and the phone to sign in with',
        description: 'An unknown, accepted or expired invitation is 422.',
        body: OperatorInvitationTokenBody,
        response: { 200: OperatorInvitationPreview, ...errorResponses, 422: ErrorBody },
      },
    },
    async (req) => ({ data: await operatorInvitationByToken(db, req.body.token) }),
  );

  app.post(
    '/api/operator-auth/invitation/accept',
    {
      schema: {
        tags,
        summary: 'An invited operator sets a password and is signed in to the back office; sets the `operator_token` cookie',
        description:
          'The invitation works once: an unknown, accepted or expired one is 422; a phone that became an operator meanwhile is 409. Passwords as the customers’: 8 to 128 characters, confirmed.',
        body: AcceptOperatorInvitationBody,
        response: { 200: OperatorUserAnswer, ...errorResponses, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const { token, ...values } = req.body;
      const problems = checkForm(newPasswordRules, values, requestLang(req));
      if (problems) throw new ApiError(400, 'formInvalid', problems);
      return signInOperator(db, config, reply, await acceptOperatorInvitation(db, token, values.password));
    },
  );
};
