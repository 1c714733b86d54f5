import type { InputHTMLAttributes } from 'react';
import { Field } from '../../ui/form/form';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
};

/**
 * A labelled text input of a checkout step, its value kept in the checkout store. Its type is always written out: an
 * autocomplete token such as given-name is checked against it.
 */
export function TextField({ label, value, error, hint, onChange, type = 'text', ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} type={type} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
