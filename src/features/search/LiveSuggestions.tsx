import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';
import type { SuggestionOption } from './suggestions';

interface SuggestionListProps {
  listId: string;
  optionId: (index: number) => string;
  /** 'history': earlier queries for an empty box; 'live': what matches the typed text */
  mode: 'history' | 'live';
  options: SuggestionOption[];
  active: number;
  /** shown instead of the history when it could not be loaded (docs/product-rules.md#errors-and-notices) */
  message?: string;
  /** the suggestions come from the products the device keeps (offline) */
  kept?: boolean;
  /** what the server searched for instead: the typed query found nothing, read on the other keyboard layout it did */
  corrected?: string;
  onChoose: (option: SuggestionOption) => void;
  onForget: (query?: string) => void;
}

// Clicks must not take the focus from the box first: the list would close before the click lands.
const keepFocus = (e: MouseEvent) => e.preventDefault();

function OptionContent({ option }: { option: SuggestionOption }) {
  const { t } = useTranslation('search');
  switch (option.kind) {
    case 'history':
      return <span className="suggest__text">{option.query}</span>;
    case 'category':
      return (
        <span className="suggest__text">
          <span className="suggest__kind">{t('inCategory')}:</span> {option.name} <span className="suggest__count">{option.count}</span>
        </span>
      );
    case 'product':
      return (
        <>
          <Picture image={option.product.image} width={40} height={40} sizes="40px" className="suggest__image" />
          <span className="suggest__text">{option.product.title}</span>
          <Price value={option.product.price} className="suggest__price" />
        </>
      );
    case 'all':
      return <span className="suggest__text suggest__all">{t('allResults', { count: option.total })}</span>;
  }
}

/** The listbox of the search combobox (WAI-ARIA combobox pattern): the box keeps the focus, arrows move `active`. */
export function LiveSuggestions({
  listId,
  optionId,
  mode,
  options,
  active,
  message,
  kept = false,
  corrected,
  onChoose,
  onForget,
}: SuggestionListProps) {
  // Without suspense: the box lives in the header, outside the page's loading boundary; waiting there would
  // swap the whole layout, the typed query included, for the loading screen. The list shows once its texts are in.
  const { t, ready } = useTranslation('search', { useSuspense: false });
  if (!ready) return null;
  return (
    <div className="suggest" onMouseDown={keepFocus}>
      {mode === 'history' && <p className="suggest__title">{t('history')}</p>}
      {mode === 'live' && kept && <p className="suggest__title">{t('offlineResults')}</p>}
      {mode === 'live' && corrected !== undefined && <p className="suggest__corrected">{t('corrected', { corrected })}</p>}
      {message && <p className="suggest__message">{message}</p>}
      <ul className="suggest__list" role="listbox" id={listId} aria-label={t(mode === 'history' ? 'history' : 'suggestions')}>
        {options.map((option, i) => (
          <li
            key={`${option.kind}:${option.href}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`suggest__option suggest__option--${option.kind}`}
            aria-keyshortcuts={option.kind === 'history' ? 'Delete' : undefined}
            onClick={() => onChoose(option)}
          >
            <OptionContent option={option} />
            {option.kind === 'history' && (
              <button
                type="button"
                className="suggest__forget"
                tabIndex={-1}
                aria-label={t('forget', { query: option.query })}
                title={t('forget', { query: option.query })}
                onClick={(e) => {
                  e.stopPropagation();
                  onForget(option.query);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {mode === 'live' && options.length === 0 && <p className="suggest__message">{t(kept ? 'offlineNothing' : 'noSuggestions')}</p>}
      {mode === 'history' && options.length > 0 && (
        <button type="button" className="suggest__forget-all" onClick={() => onForget()}>
          {t('forgetAll')}
        </button>
      )}
      <p className="visually-hidden" role="status">
        {mode === 'live' && options.length > 0 ? t('suggestionsCount', { count: options.length }) : ''}
      </p>
    </div>
  );
}
