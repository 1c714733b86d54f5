import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCompareList, compareFromStorage, compareLists, compareReady, loadCompare } from '../../stores/compare';
import { lang } from '../../stores/session';
import { CompareSignOut } from './CompareSignOut';
import { CompareEmpty, StoredCopyNotice } from './CompareNotices';
import { AppLink } from '../../ui/AppLink';
import './compare.css';

/** /compare: the shopper's lists, one per category, each opened as a table or cleared. */
export default function ComparePage() {
  useSignals();
  const { t } = useTranslation(['compare', 'common']);
  const currentLang = lang.value;
  const [clearing, setClearing] = useState<number[]>([]);
  useEffect(() => {
    void loadCompare(currentLang);
  }, [currentLang]);

  const clear = async (categoryId: number) => {
    setClearing((ids) => [...ids, categoryId]);
    await clearCompareList(categoryId);
    setClearing((ids) => ids.filter((id) => id !== categoryId));
  };

  const lists = compareLists.value;
  return (
    <section className="compare" aria-busy={!compareReady.value}>
      <h1>{t('title')}</h1>
      <CompareSignOut />
      {compareFromStorage.value && <StoredCopyNotice />}
      {!compareReady.value ? (
        <div className="compare-lists compare-lists--skeleton skeleton" />
      ) : lists.length === 0 ? (
        <CompareEmpty title={t('empty')} hint={t('emptyHint')} link={{ href: '/', text: t('common:toHome') }} />
      ) : (
        <ul className="compare-lists">
          {lists.map((list) => (
            <li key={list.category.id} className="compare-list">
              <h2 className="compare-list__name">{list.category.name}</h2>
              <p className="compare-list__count">{t('count', { count: list.count })}</p>
              <div className="compare-list__actions">
                <AppLink href={list.url} className="button" aria-label={t('openLabel', { name: list.category.name })}>
                  {t('open')}
                </AppLink>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('clearLabel', { name: list.category.name })}
                  disabled={clearing.includes(list.category.id)}
                  onClick={() => void clear(list.category.id)}
                >
                  {t('clear')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
