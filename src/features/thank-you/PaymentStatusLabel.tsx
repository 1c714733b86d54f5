import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from './orders';

/** docs/product-rules.md#payment-and-the-thank-you-page "Thank-you labels": success, fail, new, downloaded, refunded, each in the shopper's words. */
export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('thank-you');
  return <span className={`payment-status payment-status--${status}`}>{t(`status.${status}`)}</span>;
}
