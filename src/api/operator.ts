import { api } from '../lib/api';
import { dataOf, doneOf } from './answer';
import { phoneForApi } from './auth';

/** docs/product-rules.md#back-office: the back office's calls, with its own session cookie. */
export const signInOperator = async (phone: string, password: string) =>
  dataOf(api.POST('/api/operator-auth/login', { body: { phone: phoneForApi(phone), password } }));

export const signInOperatorByLink = async (token: string) => dataOf(api.POST('/api/operator-auth/link', { body: { token } }));

/** The signed-in operator user, or null when the back office has no session. */
export async function currentOperator() {
  const { data, response } = await api.GET('/api/operator-auth/me');
  if (response.status === 401) return null;
  if (!data) throw new Error(`operator sign-in check answered ${response.status}`);
  return data.data;
}

export const signOutOperator = async () => {
  await api.POST('/api/operator-auth/logout');
};

export const cooperationQueue = async () => dataOf(api.GET('/api/operator/cooperation', {}));

const at = (id: number) => ({ params: { path: { id } } });

export const takeCooperation = (id: number) =>
  dataOf(api.POST('/api/operator/cooperation/{id}/note', { ...at(id), body: { status: 'in_progress' } }));
export const noteCooperation = (id: number, note: string) =>
  dataOf(api.POST('/api/operator/cooperation/{id}/note', { ...at(id), body: { note } }));
export const acceptCooperation = (id: number) => dataOf(api.POST('/api/operator/cooperation/{id}/accept', at(id)));
export const refuseCooperation = (id: number, reason: string) =>
  dataOf(api.POST('/api/operator/cooperation/{id}/refuse', { ...at(id), body: { reason } }));

export type Operator = NonNullable<Awaited<ReturnType<typeof currentOperator>>>;
export type CooperationRequest = Awaited<ReturnType<typeof cooperationQueue>>[number];

export const operatorSellers = async () => dataOf(api.GET('/api/operator/sellers', {}));
export const pauseSeller = (id: number, reason: string) =>
  dataOf(api.POST('/api/operator/sellers/{id}/pause', { ...at(id), body: { reason } }));
export const resumeSeller = (id: number) => dataOf(api.POST('/api/operator/sellers/{id}/resume', at(id)));

export type OperatorSeller = Awaited<ReturnType<typeof operatorSellers>>[number];

/** docs/product-rules.md#back-office: the operators, their invitations, and an invitee's way in. */
export const operatorTeam = () => dataOf(api.GET('/api/operator/team'));
export type OperatorTeam = Awaited<ReturnType<typeof operatorTeam>>;
export type OperatorMember = OperatorTeam['members'][number];
export type OperatorInvitation = OperatorTeam['invitations'][number];
export const inviteOperator = (phone: string, role: Operator['role'], name: string) =>
  dataOf(api.POST('/api/operator/invitations', { body: { phone: phoneForApi(phone), role, name } }));
export const revokeOperatorInvitation = (id: number) => doneOf(api.DELETE('/api/operator/invitations/{id}', at(id)));
export const removeOperator = (id: number) => doneOf(api.DELETE('/api/operator/operators/{id}', at(id)));
export const operatorInvitationPreview = (token: string) => dataOf(api.POST('/api/operator-auth/invitation', { body: { token } }));
export const acceptOperatorInvitation = (token: string, password: string, password_confirmation: string) =>
  dataOf(api.POST('/api/operator-auth/invitation/accept', { body: { token, password, password_confirmation } }));
