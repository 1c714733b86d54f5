import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

type Lists = paths['/api/customer/auto-purchase-lists']['get']['responses'][200]['content']['application/json'];
export type AutoPurchaseList = Lists['data'][number];
export type AutoPurchaseItem = AutoPurchaseList['items'][number];
export type ListFields = { name: string; interval_days: number; start_date: string };

const network = () => i18next.t('errors:network');
/** Every call answers the lists as they are now. */
const lists = async (call: Promise<{ data?: Lists; error?: unknown; response: Response }>) => (await unwrap(call, network())).data;
const byId = (id: number) => ({ params: { path: { id } } });

export const fetchLists = () => lists(api.GET('/api/customer/auto-purchase-lists'));
export const createList = (fields: ListFields) => lists(api.POST('/api/customer/auto-purchase-lists', { body: fields }));
export const changeList = (id: number, change: Partial<ListFields> & { is_default?: true }) => lists(api.PUT('/api/customer/auto-purchase-lists/{id}', { ...byId(id), body: change }));
export const deleteList = (id: number) => lists(api.DELETE('/api/customer/auto-purchase-lists/{id}', byId(id)));
export const changeQty = (itemId: number, qty: number) => lists(api.PUT('/api/customer/auto-purchase-items/{id}', { ...byId(itemId), body: { qty } }));
export const removeItem = (itemId: number) => lists(api.DELETE('/api/customer/auto-purchase-items/{id}', byId(itemId)));
export const moveItem = (itemId: number, listId: number) => lists(api.PUT('/api/customer/auto-purchase-items/change-list', { body: { item_id: itemId, list_id: listId } }));
