import { Type, type Static, type TNumberOptions, type TSchema } from 'typebox';

/** The shapes the contract names once, each with its name: the OpenAPI document holds each once, as a component. */
export const sharedSchemas = new Map<TSchema, string>();

/**
 * Names a shape many routes answer with. The OpenAPI document holds it once under components.schemas and refers
 * to it wherever a route uses this schema, so the generated client types call it by name instead of repeating it
 * (server/http/openapi-components.ts). Validation and serialization see the schema itself, as before.
 */
export function Shared<T extends TSchema>(name: string, schema: T): T {
  if ([...sharedSchemas.values()].includes(name)) throw new Error(`Two shared schemas are named ${name}`);
  sharedSchemas.set(schema, name);
  return schema;
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorBody = Shared(
  'ErrorBody',
  Type.Object(
    {
      message: Type.String(),
      errors: Type.Optional(
        Type.Record(Type.String(), Type.Array(Type.String()), { description: 'field → messages, each shown as its own notice' }),
      ),
    },
    { description: 'Every error: a message in the request language and per-field texts' },
  ),
);

export const Image = Shared(
  'Image',
  Type.Object(
    { src: Type.String(), width: Type.Integer(), height: Type.Integer(), alt: Type.String() },
    { description: 'Pictures always carry their dimensions so the layout never shifts' },
  ),
);
export type Image = Static<typeof Image>;

/** The seller a card, a cart line or a chat names. */
export const SellerRef = Shared('SellerRef', Type.Object({ id: Type.Integer(), shop_name: Type.String() }));

export const Crumb = Shared(
  'Crumb',
  Type.Object({ title: Type.String(), url: Type.String({ description: 'path without the language prefix' }) }),
);
export type Crumb = Static<typeof Crumb>;

export const Seo = Shared(
  'Seo',
  Type.Object({
    title: Type.String(),
    desc: Type.String(),
    seo_text: Type.String(),
    canonical: Type.String(),
    index: Type.Boolean(),
    follow: Type.Boolean(),
    og_image: Nullable(Type.String()),
    h1: Type.String(),
  }),
);
export type Seo = Static<typeof Seo>;

export const JsonLd = Type.Record(Type.String(), Type.Unknown(), { description: 'schema.org JSON-LD' });
export type JsonLd = Static<typeof JsonLd>;

export const Pagination = Shared(
  'Pagination',
  Type.Object({
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  }),
);
export type Pagination = Static<typeof Pagination>;

// Whole numbers a client sends are bounded on both sides: without a maximum, 1e+308 or 9223372036854776000
// is a valid "integer" that no database column or offset holds. Quantities and ratings carry their rule's bounds.

/** A row id: positive and exact in JavaScript (past 2^53 two ids would read as one). */
export const Id = (options?: TNumberOptions) => Type.Integer({ ...options, minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** A number whose own rule (src/domain) words its refusal field by field: the schema only keeps it exact. */
export const SAFE_NUMBER = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

/** Far past the last page of any listing (2.4 million products at 24 a page), yet every offset stays small. */
const PAGE_MAX = 100_000;
export const Page = (options?: TNumberOptions) => Type.Integer({ default: 1, ...options, minimum: 1, maximum: PAGE_MAX });

export const IdParam = Type.Object({ id: Id({ examples: [42] }) });

/** Errors every route can answer; routes add their own. */
export const errorResponses = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } as const;

/** A list's page in the query: the cabinet's lists. */
export const PageQuery = Type.Object({ page: Type.Optional(Page({ description: 'a page past the last answers the last page' })) });
