import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { checkForm, type FieldErrors } from '../../src/domain/form-rules';
import { validationText } from '../../src/domain/validation-texts';
import { normalizeUaPhone } from '../../src/domain/phone';
import { recipientRules, savedDeliveryRules } from '../../src/domain/profile-rules';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import {
  DeliveriesBody,
  DeliveryBody,
  RecipientAnswer,
  RecipientBody,
  RecipientsAnswer,
  RecipientsBody,
  SavedDeliveriesAnswer,
  SavedDeliveryAnswer,
} from '../contract/saved';
import type { Db } from '../db/connection';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import {
  deleteDelivery,
  deliveryKind,
  savedDeliveries,
  sellerExists,
  storeDeliveries,
  storeDelivery,
  unknownDeliveryParts,
  type DeliveryInput,
} from '../services/customer/saved-deliveries';
import {
  deleteRecipient,
  savedRecipients,
  storeRecipient,
  storeRecipients,
  updateRecipient,
  type RecipientInput,
} from '../services/customer/saved-recipients';
import type { RoutePlugin } from './context';

const tags = ['customer'];
const errors = { ...errorResponses, 401: ErrorBody, 422: ErrorBody };

type RecipientBody = Static<typeof RecipientBody>;
type DeliveryBody = Static<typeof DeliveryBody>;
type Checked<T> = { input: T; problems: FieldErrors };

/** Field errors of one entry, under `prefix.field` when it is one of many. */
const prefixed = (problems: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(problems).map(([field, texts]) => [prefix + field, texts]));

/** Every entry checked, then a 400 naming every bad field of every entry, or the clean inputs. */
async function checkAll<B, T>(bodies: B[], prefix: string, check: (body: B) => Promise<Checked<T>>): Promise<T[]> {
  const checked = await Promise.all(bodies.map(check));
  const problems = Object.assign({}, ...checked.map((c, i) => prefixed(c.problems, prefix ? `${prefix}.${i}.` : ''))) as FieldErrors;
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'formInvalid', problems);
  return checked.map((c) => c.input);
}

async function checkRecipient(db: Db, req: FastifyRequest, body: RecipientBody): Promise<Checked<RecipientInput>> {
  const lang = requestLang(req);
  const values = { name: body.name.trim(), surname: body.surname.trim(), patronymic: (body.patronymic ?? '').trim(), phone: body.phone };
  const problems = checkForm(recipientRules, values, lang) ?? {};
  const seller_id = body.seller_id ?? null;
  if (seller_id !== null && !(await sellerExists(db, seller_id))) problems.seller_id = [validationText('invalid', lang)];
  // docs/product-rules.md#cabinet: phones are kept as digits; the rules above made sure this one is a mobile number.
  return { input: { ...values, phone: normalizeUaPhone(values.phone) ?? '', seller_id }, problems };
}

async function checkDelivery(db: Db, req: FastifyRequest, body: DeliveryBody): Promise<Checked<DeliveryInput>> {
  const lang = requestLang(req);
  const kind = await deliveryKind(db, body.delivery_id);
  const values = {
    kind: kind ?? '',
    city_id: String(body.city_id),
    delivery_id: String(body.delivery_id),
    delivery_warehouse_id: body.delivery_warehouse_id ? String(body.delivery_warehouse_id) : '',
    street: (body.street ?? '').trim(),
    house: (body.house ?? '').trim(),
    flat: (body.flat ?? '').trim(),
  };
  const problems = checkForm(savedDeliveryRules, values, lang) ?? {};
  // A pickup point has no address, a courier no point: what does not belong to the kind is dropped.
  const office = kind === 'office';
  const input: DeliveryInput = {
    delivery_id: body.delivery_id,
    city_id: body.city_id,
    delivery_warehouse_id: office ? (body.delivery_warehouse_id ?? null) : null,
    street: office ? '' : values.street,
    house: office ? '' : values.house,
    flat: office ? '' : values.flat,
    seller_id: body.seller_id ?? null,
  };
  for (const field of await unknownDeliveryParts(db, input, kind)) problems[field] ??= [validationText('invalid', lang)];
  return { input, problems };
}

/**
 * docs/product-rules.md#cabinet "Cabinet": saved recipients and deliveries, which the checkout offers again (docs/product-rules.md#cabinet: customers only).
 * Another customer's id answers 404, exactly like an id that never existed.
 */
export const customerSavedRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/customer/contacts',
    {
      config: { customer: 'required' },
      schema: { tags, summary: 'Saved recipients, newest first', response: { 200: RecipientsAnswer, 401: ErrorBody } },
    },
    async (req) => ({
      data: await savedRecipients(db, customerOf(req).id),
    }),
  );

  app.post(
    '/api/customer/contacts',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Save a recipient; the same person and phone saved already (for the same shop) is answered instead of a copy',
        description: '400 per field (name, surname and a mobile phone are required); 422 past 50 saved recipients.',
        body: RecipientBody,
        response: { 200: RecipientAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const [input] = await checkAll([req.body], '', (body) => checkRecipient(db, req, body));
      return { data: await storeRecipient(db, id, input!) };
    },
  );

  app.post(
    '/api/customer/contacts/multiple-store',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Save several recipients at once (the checkout’s “save contacts”); answers all saved recipients',
        description: 'All or nothing on bad input: a 400 names fields as contacts.{index}.{field}.',
        body: RecipientsBody,
        response: { 200: RecipientsAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const inputs = await checkAll(req.body.contacts, 'contacts', (body) => checkRecipient(db, req, body));
      await storeRecipients(db, id, inputs);
      return { data: await savedRecipients(db, id) };
    },
  );

  app.put(
    '/api/customer/contacts/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Edit a saved recipient',
        params: IdParam,
        body: RecipientBody,
        response: { 200: RecipientAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const [input] = await checkAll([req.body], '', (body) => checkRecipient(db, req, body));
      return { data: await updateRecipient(db, id, req.params.id, input!) };
    },
  );

  app.delete(
    '/api/customer/contacts/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Forget a saved recipient; answers the ones left',
        params: IdParam,
        response: { 200: RecipientsAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      await deleteRecipient(db, id, req.params.id);
      return { data: await savedRecipients(db, id) };
    },
  );

  app.get(
    '/api/customer/deliveries',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Saved deliveries, newest first, with the city, the delivery and the pickup point named in the request language',
        response: { 200: SavedDeliveriesAnswer, 401: ErrorBody },
      },
    },
    async (req) => ({ data: await savedDeliveries(db, requestLang(req), customerOf(req).id) }),
  );

  app.post(
    '/api/customer/deliveries',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary:
          'Save a delivery: a pickup point of the delivery in the city, or a courier address; the same one saved already is answered instead',
        description:
          '400 per field: an unknown delivery, city or shop; for office deliveries a point of this delivery in this city; for couriers street and house. 422 past 50 saved deliveries.',
        body: DeliveryBody,
        response: { 200: SavedDeliveryAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const [input] = await checkAll([req.body], '', (body) => checkDelivery(db, req, body));
      return { data: await storeDelivery(db, requestLang(req), id, input!) };
    },
  );

  app.post(
    '/api/customer/deliveries/multiple-store',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Save several deliveries at once (the checkout’s “save delivery”); answers all saved deliveries',
        description: 'All or nothing on bad input: a 400 names fields as deliveries.{index}.{field}.',
        body: DeliveriesBody,
        response: { 200: SavedDeliveriesAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const lang = requestLang(req);
      const inputs = await checkAll(req.body.deliveries, 'deliveries', (body) => checkDelivery(db, req, body));
      await storeDeliveries(db, lang, id, inputs);
      return { data: await savedDeliveries(db, lang, id) };
    },
  );

  app.delete(
    '/api/customer/deliveries/:id',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: 'Forget a saved delivery; answers the ones left',
        params: IdParam,
        response: { 200: SavedDeliveriesAnswer, ...errors },
      },
    },
    async (req) => {
      const { id } = customerOf(req);
      const lang = requestLang(req);
      await deleteDelivery(db, lang, id, req.params.id);
      return { data: await savedDeliveries(db, lang, id) };
    },
  );
};
