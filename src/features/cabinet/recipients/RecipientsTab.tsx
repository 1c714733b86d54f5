import { SavedDeliveries } from './SavedDeliveries';
import { SavedRecipients } from './SavedRecipients';
import './recipients.css';

/** docs/product-rules.md#checkout "Cabinet sections: recipients, deliveries": what the checkout fills in for a returning buyer. */
export default function RecipientsTab() {
  return (
    <div className="saved-tab">
      <SavedRecipients />
      <SavedDeliveries />
    </div>
  );
}
