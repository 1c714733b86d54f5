import { useSignals } from '@preact/signals-react/runtime';
import { isSignedIn } from './store';

/** A signed-in customer's "keep this for next time"; guests have nowhere to keep it. */
export function SaveToggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  useSignals();
  if (!isSignedIn.value) return null;
  return (
    <label className="checkout-save">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
