import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_MIN_CHARS, isLiveSearchQueryPresent, isSearchQueryLongEnough } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { forgetSearch, historyQueries, loadHistory, searchHistory } from './history';
import { useLiveSuggestions } from './live';
import { LiveSuggestions } from './LiveSuggestions';
import { historyOptions, liveOptions, nextActive, type SuggestionOption } from './suggestions';
import './search.css';

/**
 * The header search: a combobox (WAI-ARIA pattern) whose list shows the shopper's history while the box
 * is empty and live suggestions while typing. docs/product-rules.md#search: search needs at least 3 characters; a shorter query
 * is explained, not sent. A new query always opens page 1 of its results.
 */
export function SearchBox() {
  useSignals();
  const { t } = useTranslation('common');
  const urlQuery = new URLSearchParams(useSearch()).get('query') ?? '';
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // Going back and forth between result pages shows their query in the box.
  useEffect(() => setQuery(urlQuery), [urlQuery]);

  const live = useLiveSuggestions(query);
  const typing = isLiveSearchQueryPresent(query);
  const history = searchHistory.value;
  const mode = typing ? 'live' : 'history';
  const options: SuggestionOption[] = typing ? (live ? liveOptions(live) : []) : historyOptions(historyQueries(history));
  const message = !typing && history && 'message' in history ? history.message : undefined;
  const expanded = open && (typing ? live !== null : options.length > 0 || message !== undefined);

  // A new list starts again from the box; the same list again (the server confirming a removal, the history asked
  // for again on opening) keeps the shopper's place in it, so an arrow key pressed meanwhile is not lost.
  const optionsKey = `${mode}\n${options.map((option) => option.href).join('\n')}`;
  useEffect(() => setActive(-1), [optionsKey]);
  // The history is asked for each time an empty box opens: a search made elsewhere may have added to it.
  useEffect(() => {
    if (open && !typing) void loadHistory();
  }, [open, typing]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    input.current?.blur();
    navigate(href);
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'history') setQuery(option.query);
    go(option.href);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSearchQueryLongEnough(query)) return setTooShort(true);
    go(paths.search(query.trim()));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive(nextActive(active, options.length, e.key));
    } else if (e.key === 'Enter' && expanded && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && expanded) {
      // Without this the browser would also clear a search field.
      e.preventDefault();
      close();
    } else if (e.key === 'Delete' && expanded && mode === 'history' && options[active]?.kind === 'history') {
      e.preventDefault();
      void forgetSearch((options[active] as { query: string }).query);
    }
  };

  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) close();
  };

  return (
    <form className="search-box" role="search" onSubmit={submit} onBlur={onBlur}>
      <input
        ref={input}
        // A text field: ARIA in HTML allows the combobox role on no other (a search field is a searchbox). The form is
        // the search landmark, and a phone's keyboard still offers "search".
        type="text"
        inputMode="search"
        name="query"
        role="combobox"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          if (tooShort && isSearchQueryLongEnough(e.target.value)) setTooShort(false);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
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
      {expanded && !tooShort && (
        // The list's texts load with the first suggestions; the box itself never waits for them.
        <Suspense fallback={null}>
          <LiveSuggestions
            listId={listId}
            optionId={optionId}
            mode={mode}
            options={options}
            active={active}
            message={message}
            kept={typing && live?.kept}
            corrected={typing ? live?.result.corrected : undefined}
            onChoose={choose}
            onForget={(q) => void forgetSearch(q)}
          />
        </Suspense>
      )}
    </form>
  );
}
