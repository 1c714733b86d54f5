import { useId, type ReactNode } from 'react';
import './form.css';

/** The text under each field of a form, by field. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/** What a group of text fields needs from the form around it: each input's props and each field's error. */
export interface TextFields<V> {
  text: (field: keyof V & string) => {
    name: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
    onBlur: () => void;
  };
  errors: FormErrors<V>;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
