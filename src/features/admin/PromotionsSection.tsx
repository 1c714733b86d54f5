import { homeSlides } from '../../api/admin-promotions';
import { loadResource } from '../../lib/resource';
import { HOME_SLIDES_KEY, HomeSlides } from './HomeSlides';
import { PromoCodes } from './PromoCodes';
import { PromotionsAdmin } from './PromotionsAdmin';
import './admin-promotions.css';

/** /admin?section=promotions (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office), admins only. */
export function PromotionsSection() {
  // A promotion made with a home banner, moved to a new address or deleted changes the slides: their list asks again.
  const bannersChanged = () => void loadResource({ key: HOME_SLIDES_KEY, load: homeSlides });
  return (
    <div className="admin-promotions">
      <PromoCodes />
      <PromotionsAdmin onBannersChanged={bannersChanged} />
      <HomeSlides />
    </div>
  );
}
