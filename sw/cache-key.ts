import type { Lang } from '../src/domain/paths';
import { LANG_KEY_PARAM } from '../src/lib/worker-cache';

/**
 * API answers depend on the `accept-language` request header, which the Cache API does not key on.
 * The cached copy is stored under the URL plus `__lang=uk|ru`, so Ukrainian and Russian answers never mix.
 */
export { LANG_KEY_PARAM };

/** Same reading as the server (`server/http/lang.ts`): `ru` first means Russian, anything else Ukrainian. */
export function langOfHeader(acceptLanguage: string | null | undefined): Lang {
  return typeof acceptLanguage === 'string' && /^ru\b/i.test(acceptLanguage.trim()) ? 'ru' : 'uk';
}

export function langCacheKey(url: string, acceptLanguage: string | null | undefined): string {
  const key = new URL(url);
  key.hash = '';
  key.searchParams.set(LANG_KEY_PARAM, langOfHeader(acceptLanguage));
  return key.href;
}
