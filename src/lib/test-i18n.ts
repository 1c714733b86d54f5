import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A separate i18next instance for a component test, holding the given locale files; the first namespace is the default. */
export async function testI18n(lng: 'uk' | 'ru', resources: Resource): Promise<i18n> {
  const instance = createInstance();
  const ns = Object.keys(resources[lng] ?? {});
  await instance
    .use(initReactI18next)
    .init({ lng, ns, defaultNS: ns[0], resources, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  return instance;
}
