import type { SwaggerTransformObject } from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';
import { sharedComponents } from './openapi-components';
import { SECURITY_SCHEMES } from './openapi-operations';

/**
 * The parts of the OpenAPI document that belong to no one route: where the API lives, how a caller proves who
 * they are, and what each domain's tag means. docs/decisions/0036-openapi-lint.md
 */

export const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  [SECURITY_SCHEMES.customerCookie]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description: 'The session a browser keeps after sign-in (login-customer, registration or reset answer it and set this cookie).',
  },
  [SECURITY_SCHEMES.customerBearer]: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same session token for other clients (a mobile app): `Authorization: Bearer <token>`.',
  },
  [SECURITY_SCHEMES.sellerKey]: {
    type: 'http',
    scheme: 'bearer',
    description: 'A seller’s own API key, given by the store: `Authorization: Bearer <key>`. A shopper’s session is never accepted here.',
  },
};

/** What each domain's calls are for; a tag missing here is described by where its calls live. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  menu: 'The catalogue menu and the footer',
  catalog: 'Catalogue pages: a category’s products with filters, sort and pages; the help quiz; the home page sliders',
  brands: 'Brands and their pages',
  product: 'Product pages, viewed products, complaints and stock reminders',
  reviews: 'Product reviews with photos',
  compare: 'Comparison lists, one per category',
  cart: 'The cart of a guest (by its cart-session) or of the signed-in customer',
  favorites: 'Favourite products and the customer’s lists, shareable by link',
  home: 'The home page’s media sliders',
  search: 'Search, suggestions while typing and the search history',
  conversations: 'The customer’s chats with sellers, about products and about orders',
  'seller-api':
    'For sellers’ own software, with the seller’s key, and for the seller workspace with its session: chats with customers, orders, offers',
  'seller-workspace': 'Sign-in and sign-out of the seller workspace (the `seller_token` cookie)',
  operator: 'The back office: operator sign-in (the `operator_token` cookie), seller onboarding and the audit log',
  delivery: 'Cities, deliveries, their prices and pickup points',
  checkout: 'From the cart to orders: phone verification, promo codes, placing the orders',
  payment: 'Online payment of orders and its status',
  auth: 'Registration, sign-in, password reset and sign-out',
  customer: 'The customer’s account: personal data, e-mail, password, saved recipients and deliveries',
  cabinet: 'The cabinet: viewed products, promo codes, pets',
  orders: 'Receipts and repeating a past order',
  'customer orders': 'The customer’s orders and their reviews of sellers',
  'auto purchases': 'Lists of products bought again at an interval',
  client: 'Errors the app reports from shoppers’ devices',
  push: 'Web push subscriptions and which notices the customer gets',
  guide: 'The buyer’s guide articles',
  blog: 'The blog: articles and their categories',
  'seller-info': 'A seller’s public page and statistics',
  promotions: 'The store’s promotions and the goods each one covers',
  seo: 'Search-engine texts for a page of the store',
  contact: 'Messages to the store from its contact page',
  cooperation: 'Requests of sellers and partners who want to work with the store',
};

/** Every tag the operations use, once, in the order they first appear, each with what it means. */
function tagsOf(paths: OpenAPIV3.PathsObject): OpenAPIV3.TagObject[] {
  const firstPath = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3.OperationObject[]) {
      for (const tag of operation.tags ?? []) if (!firstPath.has(tag)) firstPath.set(tag, path);
    }
  }
  return [...firstPath].map(([name, path]) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Calls such as ${path}` }));
}

/** The document's own parts: what the API is, where it lives, how a caller signs a call. */
export function storeDocument(publicUrl: string): Partial<OpenAPIV3.Document> {
  return {
    info: {
      title: 'Kramnytsia API',
      version: '1',
      description: 'The store API. Text fields answer in the language of accept-language (uk | ru).',
    },
    servers: [{ url: publicUrl, description: 'This store' }],
    components: { schemas: sharedComponents(), securitySchemes },
  };
}

/** The finished document lists the tags its operations use, each with what it means. */
export const describedTags: SwaggerTransformObject = (documentObject) => {
  // The store registers an OpenAPI 3 document (storeDocument), never a Swagger 2 one.
  const doc = (documentObject as { openapiObject: OpenAPIV3.Document }).openapiObject;
  return { ...doc, tags: tagsOf(doc.paths) };
};
