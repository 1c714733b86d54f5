import type { InputHTMLAttributes } from 'react';
import { Field } from './form';

type PhoneForm = { text: (field: 'phone') => InputHTMLAttributes<HTMLInputElement>; errors: { phone?: string } };

/** A phone as a Ukrainian mobile is written (+380…), with the phone keypad and the browser's autofill for it. */
export function PhoneField({ label, hint, form }: { label: string; hint?: string; form: PhoneForm }) {
  return (
    <Field label={label} hint={hint} error={form.errors.phone}>
      {(control) => <input {...control} {...form.text('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+380" />}
    </Field>
  );
}
