import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_MIN_CHARS, isSearchQueryLongEnough } from '../../domain/limits';
import { paths } from '../../domain/paths';

/** SPEC: search needs at least 3 characters; shorter queries are explained, not sent. */
export function SearchBox() {
  const { t } = useTranslation('common');
  const search = useSearch();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(() => new URLSearchParams(search).get('query') ?? '');
  const [tooShort, setTooShort] = useState(false);
  const hintId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSearchQueryLongEnough(query)) return setTooShort(true);
    navigate(paths.search(query.trim()));
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="query"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          if (tooShort && isSearchQueryLongEnough(e.target.value)) setTooShort(false);
        }}
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        aria-invalid={tooShort}
        aria-describedby={tooShort ? hintId : undefined}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-box__submit" aria-label={t('search')} />
      {tooShort && (
        <p id={hintId} className="search-box__hint" role="alert">
          {t('searchTooShort', { count: SEARCH_MIN_CHARS })}
        </p>
      )}
    </form>
  );
}
