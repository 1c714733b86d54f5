import { SavedDeliveries } from './SavedDeliveries';
import { SavedRecipients } from './SavedRecipients';
import './recipients.css';

/** SPEC 2 "Cabinet sections: recipients, deliveries": what the checkout fills in for a returning buyer. */
export default function RecipientsTab() {
  return (
    <div className="saved-tab">
      <SavedRecipients />
      <SavedDeliveries />
    </div>
  );
}
