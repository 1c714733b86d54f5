import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

const network = () => i18next.t('errors:network');

export type PetBody = paths['/api/customer/pets']['post']['requestBody']['content']['application/json'];

// Every change answers the whole list, so the tab shows what the server now holds.
export const fetchPets = () => unwrap(api.GET('/api/customer/pets'), network()).then((r) => r.data);
export const addPet = (body: PetBody) => unwrap(api.POST('/api/customer/pets', { body }), network()).then((r) => r.data);
export const changePet = (id: number, body: PetBody) => unwrap(api.PUT('/api/customer/pets/{id}', { params: { path: { id } }, body }), network()).then((r) => r.data);
export const removePet = (id: number) => unwrap(api.DELETE('/api/customer/pets/{id}', { params: { path: { id } } }), network()).then((r) => r.data);

export type Pet = Awaited<ReturnType<typeof fetchPets>>[number];
