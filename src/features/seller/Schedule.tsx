import { useTranslation } from 'react-i18next';
import type { SellerInfoData } from '../../api/seller';

/** "Зараз працює" or "Зачинено", as the server worked it out on Kyiv's clock, with the schedule's lines. */
export function Schedule({ schedule }: { schedule: SellerInfoData['data']['schedule'] }) {
  const { t } = useTranslation('seller');
  return (
    <section className="seller-section" aria-labelledby="seller-schedule">
      <h2 id="seller-schedule">
        {t('schedule')}{' '}
        <span className={schedule.is_open ? 'seller-open seller-open--yes' : 'seller-open'}>
          {t(schedule.is_open ? 'openNow' : 'closedNow')}
        </span>
      </h2>
      <dl className="seller-facts">
        {schedule.lines.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="seller-note">{t('kyivTime')}</p>
    </section>
  );
}
