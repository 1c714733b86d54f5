import type { FastifyRequest } from 'fastify';
import { ErrorBody, errorResponses } from '../contract/common';
import { SellerNpKeyAnswer, SellerNpKeyBody } from '../contract/seller-profile';
import { requestLang } from '../http/lang';
import { requireOwner, requireSeller, sellerUserOf } from '../http/seller';
import { Refused } from '../services/platform/domain-errors';
import { removeSellerNpKey, sellerNpKey, setSellerNpKey, type SellerNpKeyShown } from '../services/seller/seller-nova-poshta';
import type { RoutePlugin } from './context';

const tags = ['seller-workspace'];
const refusals = { ...errorResponses, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 503: ErrorBody };
const owners =
  'Read by the shop’s owner and managers (or a seller key); given, replaced and removed by the owner alone, signed in to the workspace: a manager or a key gets 403. The key itself is never answered.';

/**
 * docs/product-rules.md#seller-profile: the shop's own Nova Poshta key, with which its waybills are made in its own
 * account (a waybill is the sender's); without one, the store's account makes them.
 */
export const sellerNovaPoshtaRoutes: RoutePlugin = async (app, { db, providers }) => {
  const answer = (shown: SellerNpKeyShown, canEdit: boolean) => ({ data: { ...shown, can_edit: canEdit } });

  app.get(
    '/api/seller-profile/nova-poshta-key',
    {
      schema: {
        tags,
        summary: 'Whether the shop has its own Nova Poshta key, and its last 4 characters',
        description: owners,
        response: { 200: SellerNpKeyAnswer, ...refusals },
      },
    },
    async (req: FastifyRequest) => {
      const seller = await requireSeller(req, db);
      const user = req.headers.authorization ? null : await sellerUserOf(req, db);
      return answer(await sellerNpKey(db, seller.id), user?.role === 'owner');
    },
  );

  app.put(
    '/api/seller-profile/nova-poshta-key',
    {
      schema: {
        tags,
        summary: 'Gives or replaces the shop’s Nova Poshta key; kept only when Nova Poshta takes it and its account has a sender',
        description: `${owners} A key Nova Poshta refuses, or an account without a sender, is 422 with Nova Poshta’s reason; Nova Poshta not answering is 503.`,
        body: SellerNpKeyBody,
        response: { 200: SellerNpKeyAnswer, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      if (!providers.novaPoshta) throw new Refused('novaPoshtaNotInStore');
      return answer(await setSellerNpKey(db, providers.novaPoshta, owner.seller_id, req.body.api_key, requestLang(req), new Date()), true);
    },
  );

  app.delete(
    '/api/seller-profile/nova-poshta-key',
    {
      schema: {
        tags,
        summary: 'Removes the shop’s Nova Poshta key: its waybills are the store’s again',
        description: owners,
        response: { 200: SellerNpKeyAnswer, ...refusals },
      },
    },
    async (req) => {
      const owner = await requireOwner(req, db);
      return answer(await removeSellerNpKey(db, owner.seller_id), true);
    },
  );
};
