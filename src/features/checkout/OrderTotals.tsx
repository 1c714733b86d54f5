import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/Fact';
import { Price } from '../../ui/Price';

/** The promo discount, shown only when there is one. */
export function DiscountFact({ value }: { value: number }) {
  const { t } = useTranslation('checkout');
  return value > 0 ? (
    <Fact term={t('summary.discount')} className="checkout-totals__discount">
      −<Price value={value} />
    </Fact>
  ) : null;
}

/** What is to be paid, standing out as the last row. */
export function TotalFact({ value }: { value: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Fact term={t('summary.total')} className="checkout-totals__total">
      <Price value={value} />
    </Fact>
  );
}
