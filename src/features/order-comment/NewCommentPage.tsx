import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import './order-comment.css';

/** /new-comment: how a buyer reviews an order, with the way to the orders in the cabinet (a guest signs in there). */
export default function NewCommentPage() {
  useSignals();
  const { t } = useTranslation(['order-comment', 'common']);
  const steps = t('newCommentSteps', { returnObjects: true }) as string[];
  return (
    <div className="order-comment">
      <h1>{t('newCommentTitle')}</h1>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t('newCommentNote')}</p>
      <AppLink href={paths.cabinet('orders')} className="button">
        {t('toOrders')}
      </AppLink>
    </div>
  );
}
