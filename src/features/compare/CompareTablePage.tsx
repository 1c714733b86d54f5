import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type PageParams } from '../../domain/paths';
import { usePageHead } from '../../lib/page-head';
import { compareIds, compareRevision, loadCompareTable, removeFromCompare, type CompareTable } from '../../stores/compare';
import { lang } from '../../stores/session';
import { PageFailure } from '../../widgets/PageFailure';
import { CompareSignOut } from './CompareSignOut';
import { CompareEmpty, StoredCopyNotice } from './CompareNotices';
import { ProductColumn } from './ProductColumn';
import { tableView } from './table-view';
import { AppLink } from '../../ui/AppLink';
import './compare.css';

type Loaded = { table: CompareTable; stored: boolean } | { error: unknown };

/**
 * /compare/{categoryId}: the products of one list as columns, their characteristics as rows.
 * Kept in local state rather than useResource: after a removal the last table stays on screen while the
 * fresh one loads, instead of a skeleton.
 */
export default function CompareTablePage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['compare', 'common']);
  const categoryId = Number(params.id);
  const currentLang = lang.value;
  const revision = compareRevision.value;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [differencesOnly, setDifferencesOnly] = useState(false);

  useEffect(() => {
    let live = true;
    loadCompareTable(categoryId).then(
      (result) => live && setLoaded(result),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [categoryId, currentLang, revision]);

  const table = loaded && 'table' in loaded && loaded.table.data.category.id === categoryId ? loaded.table : null;
  const category = table?.data.category.name;
  usePageHead(currentLang, category ? { title: t('categoryHeadTitle', { category, store: t('common:storeName') }), path: paths.compare(categoryId), index: false } : null);

  if (!table) {
    if (loaded && 'error' in loaded) return <PageFailure error={loaded.error} />;
    return <div className="compare-table compare-table--skeleton skeleton" aria-busy="true" />;
  }
  const { columns, rows } = tableView(table.data, compareIds.value, differencesOnly);
  return (
    <section className="compare">
      <AppLink href={paths.compare()} className="compare__back">
        {t('allLists')}
      </AppLink>
      <h1>{t('tableTitle', { name: category })}</h1>
      <CompareSignOut />
      {loaded && 'stored' in loaded && loaded.stored && <StoredCopyNotice />}
      {columns.length === 0 ? (
        <CompareEmpty title={t('categoryEmpty')} hint={t('emptyHint')} link={{ href: paths.compare(), text: t('allLists') }} />
      ) : (
        <>
          <label className="compare-switch">
            <input type="checkbox" role="switch" checked={differencesOnly} onChange={(e) => setDifferencesOnly(e.target.checked)} />
            <span>{t('differencesOnly')}</span>
          </label>
          <div className="compare-table__scroll" role="region" aria-label={t('tableLabel')} tabIndex={0}>
            <table className="compare-table">
              <thead>
                <tr>
                  <th scope="col" className="compare-table__corner">
                    {t('characteristic')}
                  </th>
                  {columns.map((product) => (
                    <th scope="col" key={product.id}>
                      <ProductColumn product={product} onRemove={() => void removeFromCompare(product.id)} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.isDifferent ? 'compare-table__row--different' : undefined}>
                    <th scope="row">{row.name}</th>
                    {row.values.map((value, i) => (
                      <td key={columns[i]!.id}>
                        {value ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="visually-hidden">{t('noValue')}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {differencesOnly && rows.length === 0 && <p className="compare-notice">{t('noDifferences')}</p>}
        </>
      )}
    </section>
  );
}
