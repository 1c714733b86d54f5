import { readdirSync, readFileSync } from 'node:fs';
import { createInstance, type Resource } from 'i18next';
import { setValidationTexts } from '../../src/domain/validation-texts';
import { LANGS, type Lang } from '../../src/domain/paths';
import type acquirer from '../../locales/uk/acquirer.json';
import type admin from '../../locales/uk/admin.json';
import type adminPromotions from '../../locales/uk/admin-promotions.json';
import type adminSupport from '../../locales/uk/admin-support.json';
import type adminContent from '../../locales/uk/admin-content.json';
import type adminTeam from '../../locales/uk/admin-team.json';
import type auth from '../../locales/uk/auth.json';
import type autoPurchases from '../../locales/uk/auto-purchases.json';
import type buildInfo from '../../locales/uk/build-info.json';
import type blog from '../../locales/uk/blog.json';
import type cabinet from '../../locales/uk/cabinet.json';
import type checkout from '../../locales/uk/checkout.json';
import type compare from '../../locales/uk/compare.json';
import type contact from '../../locales/uk/contact.json';
import type cooperation from '../../locales/uk/cooperation.json';
import type sellerWorkspace from '../../locales/uk/seller-workspace.json';
import type sellerTeam from '../../locales/uk/seller-team.json';
import type errors from '../../locales/uk/errors.json';
import type favoriteLists from '../../locales/uk/favorite-lists.json';
import type favorites from '../../locales/uk/favorites.json';
import type footer from '../../locales/uk/footer.json';
import type guide from '../../locales/uk/guide.json';
import type listing from '../../locales/uk/listing.json';
import type orderComment from '../../locales/uk/order-comment.json';
import type orders from '../../locales/uk/orders.json';
import type promotions from '../../locales/uk/promotions.json';
import type proposedProducts from '../../locales/uk/proposed-products.json';
import type push from '../../locales/uk/push.json';
import type repeatOrder from '../../locales/uk/repeat-order.json';
import type seo from '../../locales/uk/seo.json';
import type sitemap from '../../locales/uk/sitemap.json';
import type sms from '../../locales/uk/sms.json';
import type thankYou from '../../locales/uk/thank-you.json';
import type validation from '../../locales/uk/validation.json';

/**
 * The server's texts from the same locales/ folder as the app's, through one i18next instance with the
 * app's conventions: `{{name}}` placeholders and plural forms as `key_one/_few/_many/_other`, picked by
 * a `count` variable under the language's rules (Ukrainian and Russian both have one, few and many).
 */
const LOCALES = new URL('../../locales/', import.meta.url);

function readLocales(): Resource {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const folder = new URL(`${lang}/`, LOCALES);
      const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
      return [
        lang,
        Object.fromEntries(files.map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(name, folder), 'utf8'))])),
      ];
    }),
  );
}

const resources = readLocales();
const i18n = createInstance();
// Resources are at hand, so init finishes before this module's import does.
void i18n.init({
  initAsync: false,
  resources,
  lng: 'uk',
  fallbackLng: false,
  supportedLngs: [...LANGS],
  ns: Object.keys(resources.uk ?? {}),
  // Texts go into HTML and JSON through their own escaping; values are the server's own or a shopper's words.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The namespaces server code reads, typed by their Ukrainian file: a key missing there does not compile. */
interface Namespaces {
  acquirer: typeof acquirer;
  auth: typeof auth;
  'auto-purchases': typeof autoPurchases;
  'build-info': typeof buildInfo;
  blog: typeof blog;
  cabinet: typeof cabinet;
  checkout: typeof checkout;
  compare: typeof compare;
  contact: typeof contact;
  cooperation: typeof cooperation;
  errors: typeof errors;
  'favorite-lists': typeof favoriteLists;
  favorites: typeof favorites;
  footer: typeof footer;
  guide: typeof guide;
  listing: typeof listing;
  'order-comment': typeof orderComment;
  orders: typeof orders;
  promotions: typeof promotions;
  'proposed-products': typeof proposedProducts;
  push: typeof push;
  'repeat-order': typeof repeatOrder;
  seo: typeof seo;
  'seller-workspace': typeof sellerWorkspace;
  'seller-team': typeof sellerTeam;
  admin: typeof admin;
  'admin-promotions': typeof adminPromotions;
  'admin-support': typeof adminSupport;
  'admin-content': typeof adminContent;
  'admin-team': typeof adminTeam;
  sitemap: typeof sitemap;
  sms: typeof sms;
  'thank-you': typeof thankYou;
  validation: typeof validation;
}

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
/** `offers_one`, `offers_few`… are asked for as `offers` with a count. */
type Plain<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
/** Keys of a namespace, nested objects as `a.b`. */
type Keys<T> = { [K in keyof T & string]: T[K] extends string ? Plain<K> : `${K}.${Keys<T[K]>}` }[keyof T & string];

export type TextKey<N extends keyof Namespaces> = Keys<Namespaces[N]>;
export type Vars = Record<string, string | number>;

/** A text in the request's language; a `count` variable picks the plural form of a `_one/_few/_many/_other` key. */
export function serverText<N extends keyof Namespaces>(lang: Lang, ns: N, key: TextKey<N>, vars: Vars = {}): string {
  // Values go under `replace`, so a variable can never be read as an option (`lng`, `context`…).
  return i18n.t(key, { lng: lang, ns, replace: vars, ...(vars.count !== undefined && { count: Number(vars.count) }) });
}

// The shared rules (src/domain) word their messages through this same instance on the server.
setValidationTexts((key, lang, vars) => serverText(lang, 'validation', key, vars));
