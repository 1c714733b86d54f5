import type { ReactNode } from 'react';
import type { CodeValues } from '../../domain/account-rules';
import { Field, type TextFields } from './form';

type CodeForm = TextFields<CodeValues>;

/** The 6-digit code from an SMS, offered by the phone's keyboard from the message itself. */
export function CodeField({ label, form }: { label: string; form: CodeForm }) {
  return (
    <Field label={label} error={form.errors.code}>
      {(control) => <input {...control} {...form.text('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
    </Field>
  );
}

interface ResendProps {
  /** seconds before another code may be asked for */
  left: number;
  /** the wait, worded with the seconds left */
  waitText: string;
  label: string;
  busy: boolean;
  onResend: () => void;
  /** the paragraph's and the link's look on the page around them */
  className: string;
  linkClassName: string;
  /** other ways out of the code step, beside asking again */
  children?: ReactNode;
}

/** While the wait lasts, how long is left (announced); then the way to ask for another code. */
export function ResendCode({ left, waitText, label, busy, onResend, className, linkClassName, children }: ResendProps) {
  return (
    <p className={className} aria-live="polite">
      {left > 0 ? (
        <span>{waitText}</span>
      ) : (
        <button type="button" className={linkClassName} onClick={onResend} disabled={busy}>
          {label}
        </button>
      )}
      {children}
    </p>
  );
}
