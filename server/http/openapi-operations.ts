import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { ErrorBody } from '../contract/common';

/**
 * What every operation of the OpenAPI document carries, worked out from the route itself, so a new route is
 * documented in full without its author repeating it: a name for generated clients (operationId), its domain
 * (tag), who may call it (security) and the errors every route of its kind can answer. A route's own schema
 * always wins. docs/decisions/0036-openapi-lint.md
 */

type Schema = FastifySchema & { operationId?: string; tags?: string[]; security?: Record<string, string[]>[] };
type Security = Record<string, string[]>[];

/** The seller API answers a seller's own key, never a shopper's session (server/http/seller.ts). */
const SELLER_API = '/api/seller-api/';

/** The names server/http/openapi-document.ts declares under components.securitySchemes. */
export const SECURITY_SCHEMES = { customerCookie: 'customerCookie', customerBearer: 'customerBearer', sellerKey: 'sellerKey' } as const;

const signedIn: Security = [{ [SECURITY_SCHEMES.customerCookie]: [] }, { [SECURITY_SCHEMES.customerBearer]: [] }];

/** Who may call the route: a customer (server/http/customer.ts), anyone with or without a session, a seller, or anyone. */
function securityOf(route: RouteOptions, url: string): Security {
  if (url.startsWith(SELLER_API)) return [{ [SECURITY_SCHEMES.sellerKey]: [] }];
  const need = route.config?.customer;
  if (need === 'required') return signedIn;
  // The empty requirement lets a guest in; the session, when sent, is read.
  if (need === 'optional') return [{}, ...signedIn];
  return [];
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** `GET /api/product/:id/similar` → `getProductByIdSimilar`, `:seller_id` → `BySellerId`: unique while method and path are. */
function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^:(\w+)/.exec(segment)?.[1];
      return param ? ['by', ...words(param)] : words(segment);
    });
  return method.toLowerCase() + parts.map(capitalized).join('');
}

/** A route's domain is the first part of its path under /api: `/api/blog/…` is in `blog`. */
function domainOf(url: string): string {
  return url.replace(/^\/api\//, '').split('/')[0]!;
}

/** Whether the route checks anything the client sends, so that a malformed request answers 400. */
const validatesInput = (schema: FastifySchema) => [schema.params, schema.querystring, schema.body, schema.headers].some(Boolean);

/** The errors the route can answer whatever it declares: bad input, no sign-in, too many calls. */
function defaultErrors(route: RouteOptions, schema: FastifySchema, security: Security): Record<number, unknown> {
  const mayBeAnonymous = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  return {
    ...(validatesInput(schema) && { 400: ErrorBody }),
    ...(!mayBeAnonymous && { 401: ErrorBody }),
    // Every API call is counted per shopper (server/app.ts); a route may opt out.
    ...(route.config?.rateLimit !== false && { 429: ErrorBody }),
  };
}

/**
 * The wildcard of a catch-all route is named `path` in the document: a parameter called `*` is no name a
 * client can fill in. The route itself keeps its `*`.
 */
function namedWildcard(url: string, schema: FastifySchema): { url: string; schema: FastifySchema } {
  if (!url.endsWith('*')) return { url, schema };
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': wildcard, ...others } = params?.properties ?? {};
  const renamed =
    wildcard === undefined
      ? params
      : {
          ...params,
          properties: { ...others, path: wildcard },
          required: [...(params?.required ?? []).filter((name) => name !== '*'), 'path'],
        };
  return { url: `${url.slice(0, -1)}:path`, schema: { ...schema, ...(renamed && { params: renamed }) } };
}

/** The route as the document shows it: its own schema, with what it does not say filled in from the route. */
export const conformingRoute: SwaggerTransform = ({ schema: declared, url: declaredUrl, route }) => {
  if (!declared || declared.hide) return { schema: declared, url: declaredUrl };
  const { url, schema } = namedWildcard(declaredUrl, declared);
  const own = schema as Schema;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const security = own.security ?? securityOf(route, declaredUrl);
  return {
    url,
    schema: {
      ...own,
      operationId: own.operationId ?? operationIdOf(method, url),
      tags: own.tags ?? [domainOf(url)],
      security,
      response: { ...defaultErrors(route, own, security), ...(own.response as object | undefined) },
    },
  };
};
