import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LANG_COOKIE, LOCALE_COOKIE } from '../../domain/language-cookies';
import { LANG_COOKIE_DAYS } from '../../domain/limits';
import { localizedPath, type Lang } from '../../domain/paths';
import { writeCookie } from '../../lib/cookies';
import { lang } from '../../stores/session';

/** Goes to the same page in the other language and remembers the choice in the `lang` cookie and the locale cookie. */
export function LanguageSwitch() {
  useSignals();
  const { t } = useTranslation('common');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const other: Lang = lang.value === 'uk' ? 'ru' : 'uk';
  const href = localizedPath(other, path) + (search ? `?${search}` : '');
  const code = other === 'ru' ? 'RU' : 'UA';
  return (
    // The name starts with the code the link shows, so a shopper who says what they see (voice control) reaches it.
    <a
      className="lang-switch"
      href={href}
      hrefLang={other}
      aria-label={t('switchLanguage', { code })}
      onClick={(e) => {
        e.preventDefault();
        writeCookie(LANG_COOKIE, other, LANG_COOKIE_DAYS);
        writeCookie(LOCALE_COOKIE, other, LANG_COOKIE_DAYS);
        // `~` leaves the current language's base: the target already carries its prefix.
        navigate(`~${href}`);
      }}
    >
      <span lang={other}>{code}</span>
    </a>
  );
}
