import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { fetchPromoCodes, type CustomerPromoCode } from '../../../api/promo-codes';
import { formatPrice } from '../../../domain/money';
import { paths } from '../../../domain/paths';
import { useResource } from '../../../lib/resource';
import { notify } from '../../../stores/notifications';
import { customer } from '../../../stores/customer';
import { lang } from '../../../stores/session';
import { Pagination } from '../../../ui/Pagination';
import { TabPending } from '../shared/TabPending';
import './promocodes.css';

const pageFrom = (search: string) => Math.max(1, Math.floor(Number(new URLSearchParams(search).get('page'))) || 1);

/** docs/product-rules.md#checkout: the codes the customer may use, their phone's own among them (they appear only after sign-in). */
export default function PromoCodesTab() {
  useSignals();
  const { t } = useTranslation(['promocodes', 'common']);
  const page = pageFrom(useSearch());
  const list = useResource({ key: `cabinet-promocodes:${customer.value?.id}:${lang.value}:${page}`, load: () => fetchPromoCodes(page) });

  if (!list.data) return <TabPending failed={list.status === 'failed'} />;
  const { data: codes, pagination } = list.data;
  if (codes.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <div className="promo-tab">
      <ul className="promo-tab__list">
        {codes.map((code) => (
          <li key={code.id}>
            <PromoCard code={code} />
          </li>
        ))}
      </ul>
      <Pagination
        current={pagination.current_page}
        last={pagination.last_page}
        label={t('common:pagination')}
        hrefFor={(n) => paths.cabinet('promocodes', n)}
      />
    </div>
  );
}

function PromoCard({ code }: { code: CustomerPromoCode }) {
  const { t } = useTranslation('promocodes');
  // Codes are issued to the end of a day (UTC 23:59:59): read in Kyiv time that would be "until" the next day.
  const until = new Intl.DateTimeFormat(lang.value === 'ru' ? 'ru-UA' : 'uk-UA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(code.expires_at),
  );
  const discount = code.discount_percent !== null ? `−${code.discount_percent}%` : `−${formatPrice(code.discount ?? 0)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      notify({ type: 'success', title: t('copied', { code: code.code }) });
    } catch {
      // No clipboard (an old browser, a denied permission): the code is on screen to copy by hand.
      notify({ type: 'warn', title: t('copyFailed') });
    }
  };

  return (
    <article className={`promo-card ${code.is_personal ? 'promo-card--personal' : ''}`} aria-label={t('cardLabel', { code: code.code })}>
      <p className="promo-card__discount">{discount}</p>
      <div className="promo-card__code">
        <code>{code.code}</code>
        <button type="button" className="button button--ghost" onClick={copy} aria-label={t('copyLabel', { code: code.code })}>
          {t('copy')}
        </button>
      </div>
      <ul className="promo-card__terms">
        {code.is_personal && <li className="promo-card__personal">{t('personal')}</li>}
        <li>{code.min_total > 0 ? t('minTotal', { total: formatPrice(code.min_total) }) : t('anyTotal')}</li>
        <li>{t('until', { date: until })}</li>
      </ul>
    </article>
  );
}
