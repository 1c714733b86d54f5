import { useSignals } from '@preact/signals-react/runtime';
import { customer } from '../../stores/customer';
import { SignOutButton } from '../../ui/SignOutButton';

/**
 * A customer signs out here as in the cabinet; the shell then sends the shopper home (docs/product-rules.md#routes-and-screens
 * "Logging out on the compare page goes home"), as it does when another tab signs out.
 */
export function CompareSignOut() {
  useSignals();
  if (!customer.value) return null;
  return (
    <div className="compare__account">
      <SignOutButton />
    </div>
  );
}
