import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { highlighted } from './store';

/** One step of the checkout: a fieldset with its legend; lit up for a while when a send found it missing something. */
export function Step({ id, legend, children, className = '' }: { id: string; legend: ReactNode; children: ReactNode; className?: string }) {
  useSignals();
  const invalid = highlighted.value.has(id);
  return (
    <fieldset id={id} tabIndex={-1} className={`checkout-step ${invalid ? 'checkout-step--invalid' : ''} ${className}`}>
      <legend className="checkout-step__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
