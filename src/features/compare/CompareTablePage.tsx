import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { compareIds, compareRevision, loadCompareTable, removeFromCompare } from '../../stores/compare';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { CompareSignOut } from './CompareSignOut';
import { CompareEmpty, StoredCopyNotice } from './CompareNotices';
import { ProductColumn } from './ProductColumn';
import { tableView } from './table-view';
import { AppLink } from '../../ui/AppLink';
import './compare.css';

/**
 * /compare/{categoryId}: the products of one list as columns, their characteristics as rows.
 * After a removal the last table stays on screen while the fresh one loads, instead of a skeleton.
 */
export default function CompareTablePage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['compare', 'common']);
  const categoryId = Number(params.id);
  const currentLang = lang.value;
  const revision = compareRevision.value;
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const loaded = useResource(
    { key: `compare-table:${currentLang}:${categoryId}`, load: () => loadCompareTable(categoryId) },
    { revision, keepPrevious: true },
  );
  // The table of the language before stays while the new one loads; another list's table does not.
  const shown = loaded.status === 'failed' ? null : loaded.data?.table;
  const table = shown?.data.category.id === categoryId ? shown : null;
  const category = table?.data.category.name;

  if (!table) {
    if (loaded.status === 'failed') return <PageFailure error={loaded.error} />;
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
      {loaded.data?.stored && <StoredCopyNotice />}
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
