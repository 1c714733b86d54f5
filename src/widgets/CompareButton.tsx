import { useSignals } from '@preact/signals-react/runtime';
import { compareIds, toggleCompare } from '../stores/compare';
import { CompareToggle } from '../ui/CompareToggle';

/** Adds the offer to (or takes it out of) the compare list of its category. */
export function CompareButton({ productId }: { productId: number }) {
  useSignals();
  return <CompareToggle pressed={compareIds.value.includes(productId)} onToggle={() => void toggleCompare(productId)} />;
}
