import { api } from '../lib/api';
import { dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { ResponseOf } from './types';

type Lists = ResponseOf<'/api/customer/auto-purchase-lists'>;
export type AutoPurchaseList = Lists['data'][number];
export type AutoPurchaseItem = AutoPurchaseList['items'][number];
export type ListFields = { name: string; interval_days: number; start_date: string };
/** The lists that hold a product already, with its quantity in each. */
export type Holdings = ResponseOf<'/api/auto-purchase/product/{id}'>['data'];

const byId = (id: number) => ({ params: { path: { id } } });

// Every call on the lists answers the lists as they are now.
export const fetchLists = () => dataOf(api.GET('/api/customer/auto-purchase-lists'));
export const createList = (fields: ListFields) => changeCustomerData('post', '/api/customer/auto-purchase-lists', { body: fields });
export const changeList = (id: number, change: Partial<ListFields> & { is_default?: true }) =>
  changeCustomerData('put', '/api/customer/auto-purchase-lists/{id}', { ...byId(id), body: change });
export const deleteList = (id: number) => changeCustomerData('delete', '/api/customer/auto-purchase-lists/{id}', byId(id));
export const changeQty = (itemId: number, qty: number) =>
  changeCustomerData('put', '/api/customer/auto-purchase-items/{id}', { ...byId(itemId), body: { qty } });
export const removeItem = (itemId: number) => changeCustomerData('delete', '/api/customer/auto-purchase-items/{id}', byId(itemId));
export const moveItem = (itemId: number, listId: number) =>
  changeCustomerData('put', '/api/customer/auto-purchase-items/change-list', { body: { item_id: itemId, list_id: listId } });

/** Puts the product into the list, or into the default one (which the server makes when there is none). */
export const addItem = (productId: number, qty: number, listId: number | null) =>
  changeCustomerData('post', '/api/customer/auto-purchase-items', {
    body: { product_id: productId, qty, ...(listId !== null && { list_id: listId }) },
  });

export const fetchHoldings = (productId: number): Promise<Holdings> => dataOf(api.GET('/api/auto-purchase/product/{id}', byId(productId)));
