import { api } from '../lib/api';
import { dataOf, doneOf } from './answer';
import type { RequestBodyOf } from './types';

/**
 * docs/product-rules.md#proposed-products: the workspace proposes products with its session cookie (as an
 * integration does with its key), and the back office decides them with its own.
 */
export const proposalChoices = (categoryId?: number) =>
  dataOf(api.GET('/api/seller-api/proposals/choices', { params: { query: { category_id: categoryId } } }));

export const sellerProposals = () => dataOf(api.GET('/api/seller-api/proposals', {}));

export type ProposalBody = RequestBodyOf<'/api/seller-api/proposals', 'post'>;
export const proposeProduct = (body: ProposalBody) => dataOf(api.POST('/api/seller-api/proposals', { body }));

export const proposalQueue = () => dataOf(api.GET('/api/operator/proposals', {}));

const at = (id: number) => ({ params: { path: { id } } });
export const acceptProposal = (id: number) => dataOf(api.POST('/api/operator/proposals/{id}/accept', at(id)));
export const refuseProposal = (id: number, reason: string) =>
  dataOf(api.POST('/api/operator/proposals/{id}/refuse', { ...at(id), body: { reason } }));
export const undoProposal = (id: number) => dataOf(api.POST('/api/operator/proposals/{id}/undo', at(id)));

export type SellerProposal = Awaited<ReturnType<typeof sellerProposals>>[number];
export type OperatorProposal = Awaited<ReturnType<typeof proposalQueue>>['items'][number];

/** docs/product-rules.md#proposed-products: while it waits, the seller changes its proposal (as typed) or withdraws it. */
export const sellerProposal = (id: number) => dataOf(api.GET('/api/seller-api/proposals/{id}', at(id)));
export const changeProposal = (id: number, body: ProposalBody) => dataOf(api.PUT('/api/seller-api/proposals/{id}', { ...at(id), body }));
export const withdrawProposal = (id: number) => doneOf(api.DELETE('/api/seller-api/proposals/{id}', at(id)));
export type ProposalDraft = Awaited<ReturnType<typeof sellerProposal>>['draft'];
