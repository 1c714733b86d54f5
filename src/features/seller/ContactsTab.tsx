import { useTranslation } from 'react-i18next';
import type { SellerInfoData } from '../../api/seller';
import { Fact } from '../../ui/Fact';
import { Schedule } from './Schedule';

/** How to reach the seller, and when. */
export function ContactsTab({ seller }: { seller: SellerInfoData['data'] }) {
  const { t } = useTranslation('seller');
  const { phone, email, address } = seller.contacts;
  return (
    <div className="seller-tab">
      <section className="seller-section" aria-labelledby="seller-contacts">
        <h2 id="seller-contacts">{t('contacts')}</h2>
        <dl className="seller-facts">
          <Fact term={t('phone')}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </Fact>
          <Fact term={t('email')}>
            <a href={`mailto:${email}`}>{email}</a>
          </Fact>
          <Fact term={t('address')}>{address}</Fact>
        </dl>
      </section>
      <Schedule schedule={seller.schedule} />
    </div>
  );
}
