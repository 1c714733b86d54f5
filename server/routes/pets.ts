import { checkForm } from '../../src/domain/form-rules';
import type { Lang } from '../../src/domain/paths';
import { shopToday } from '../../src/domain/calendar-day';
import { petRules, type PetValues } from '../../src/domain/pet-rules';
import { errorResponses, ErrorBody, IdParam } from '../contract/common';
import { PetBody, Pets } from '../contract/pets';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { addPet, customerPets, removePet, updatePet } from '../services/customer/pets';
import type { RoutePlugin } from './context';

const guarded = { ...errorResponses, 401: ErrorBody };

/** The form's values from a body, checked by the same rules the cabinet form runs; 400 with every bad field. */
function petValues(body: PetBody, lang: Lang): PetValues {
  const values: PetValues = {
    name: body.name,
    birth_date: body.birth_date ?? '',
    gender: body.gender ?? '',
    sterilized: body.sterilized ? '1' : '',
    breed: body.breed ?? '',
    type: body.type ?? '',
  };
  const errors = checkForm(petRules(shopToday()), values, lang);
  if (errors) throw new ApiError(400, 'formInvalid', errors);
  return values;
}

/** docs/product-rules.md#cabinet the customer's pets; a guest gets 401, another customer's pet 404. */
export const petsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/pets',
    {
      config: { customer: 'required' },
      schema: { tags: ['cabinet'], summary: 'The customer’s pets', response: { 200: Pets, ...guarded } },
    },
    async (req) => ({ data: await customerPets(db, customerOf(req).id) }),
  );

  app.post(
    '/api/customer/pets',
    {
      config: { customer: 'required' },
      schema: { tags: ['cabinet'], summary: 'Add a pet', body: PetBody, response: { 201: Pets, ...guarded, 409: ErrorBody } },
    },
    async (req, reply) => {
      const { id } = customerOf(req);
      const values = petValues(req.body, requestLang(req));
      if ((await addPet(db, id, values)) === null) throw new ApiError(409, 'petsTooMany');
      return reply.status(201).send({ data: await customerPets(db, id) });
    },
  );

  app.put(
    '/api/customer/pets/:id',
    {
      config: { customer: 'required' },
      schema: { tags: ['cabinet'], summary: 'Change a pet', params: IdParam, body: PetBody, response: { 200: Pets, ...guarded } },
    },
    async (req) => {
      const { id } = customerOf(req);
      const values = petValues(req.body, requestLang(req));
      if (!(await updatePet(db, id, req.params.id, values))) throw new ApiError(404, 'petNotFound');
      return { data: await customerPets(db, id) };
    },
  );

  app.delete(
    '/api/customer/pets/:id',
    {
      config: { customer: 'required' },
      schema: { tags: ['cabinet'], summary: 'Remove a pet', params: IdParam, response: { 200: Pets, ...guarded } },
    },
    async (req) => {
      const { id } = customerOf(req);
      if (!(await removePet(db, id, req.params.id))) throw new ApiError(404, 'petNotFound');
      return { data: await customerPets(db, id) };
    },
  );
};
