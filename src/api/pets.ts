import { api } from '../lib/api';
import { dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { RequestBodyOf } from './types';

export type PetBody = RequestBodyOf<'/api/customer/pets'>;

// Every change answers the whole list, so the cabinet shows what the server now holds.
export const fetchPets = () => dataOf(api.GET('/api/customer/pets'));
export const addPet = (body: PetBody) => changeCustomerData('post', '/api/customer/pets', { body });
export const changePet = (id: number, body: PetBody) =>
  changeCustomerData('put', '/api/customer/pets/{id}', { params: { path: { id } }, body });
export const removePet = (id: number) => changeCustomerData('delete', '/api/customer/pets/{id}', { params: { path: { id } } });

export type Pet = Awaited<ReturnType<typeof fetchPets>>[number];
