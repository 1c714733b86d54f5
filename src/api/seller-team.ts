import { api } from '../lib/api';
import { dataOf, doneOf as done } from './answer';
import { phoneForApi } from './auth';
import type { ResponseOf } from './types';

/** docs/product-rules.md#seller-team: the owner's team and keys, and an invited manager's way in. */
export const sellerTeam = () => dataOf(api.GET('/api/seller-team'));
type SellerTeam = ResponseOf<'/api/seller-team'>['data'];
export type TeamMember = SellerTeam['members'][number];
export type TeamInvitation = SellerTeam['invitations'][number];

export const inviteManager = (phone: string, name: string) =>
  dataOf(api.POST('/api/seller-team/invitations', { body: { phone: phoneForApi(phone), name } }));

export const cancelInvitation = (id: number) => done(api.DELETE('/api/seller-team/invitations/{id}', { params: { path: { id } } }));
export const removeManager = (id: number) => done(api.DELETE('/api/seller-team/members/{id}', { params: { path: { id } } }));

export const invitationPreview = (token: string) => dataOf(api.POST('/api/seller-auth/invitation', { body: { token } }));
export const acceptInvitation = (token: string, password: string, password_confirmation: string) =>
  dataOf(api.POST('/api/seller-auth/invitation/accept', { body: { token, password, password_confirmation } }));

export const sellerKeys = () => dataOf(api.GET('/api/seller-keys'));
export type SellerKey = ResponseOf<'/api/seller-keys'>['data'][number];
export const issueSellerKey = (name: string) => dataOf(api.POST('/api/seller-keys', { body: { name } }));
export const revokeSellerKey = (id: number) => done(api.DELETE('/api/seller-keys/{id}', { params: { path: { id } } }));
