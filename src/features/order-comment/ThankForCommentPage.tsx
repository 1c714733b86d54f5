import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import './order-comment.css';

/** /order/thank-for-comment: the thank-you for an order review, for links that land here after one was sent. */
export default function ThankForCommentPage() {
  useSignals();
  const { t } = useTranslation(['order-comment', 'common']);
  return (
    <div className="order-comment order-comment__closed">
      <h1>{t('thanksTitle')}</h1>
      <p>{t('thanksText')}</p>
      <div className="order-comment__actions">
        <AppLink href={paths.cabinet('orders')} className="button">
          {t('toOrders')}
        </AppLink>
        <AppLink href="/" className="button button--ghost">
          {t('toHome')}
        </AppLink>
      </div>
    </div>
  );
}
