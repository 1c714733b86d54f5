import { useRef, useState, type FormEvent } from 'react';
import { checkField, checkForm, type FormRules } from '../../domain/form-rules';
import { FORM_VALIDATION_DEBOUNCE_MS } from '../../domain/limits';
import { ApiFailure } from '../../lib/api';
import { ChangeQueued } from '../../lib/outbox/change-queued';
import { afterPause } from '../../lib/debounce';
import { i18next } from '../../lib/i18n';
import { notifyCallFailure } from '../../stores/call-failure';
import { notifyFailure } from '../../stores/notifications';
import { lang } from '../../stores/session';
import type { FormErrors } from './form';

type Values = Record<string, string>;

interface CheckedFormOptions {
  /** What the form does when a change is kept on the device for later (offline); by default what it does once sent. */
  onQueued?: () => void;
  /**
   * The form says a refusal itself (`refusal`: the server's message, then what no field of the form shows) where the
   * person is looking, instead of as notices that pass: the back office's forms, which open inside a long list.
   */
  saysRefusal?: boolean;
}

/**
 * The state of a small form (product reports, reviews, sign-in). docs/product-rules.md#errors-and-notices: a field is checked when it loses focus
 * or its choice changes, not on every keystroke; sending checks all of them. A failed send keeps what
 * was typed and puts the server's per-field texts under their fields. A change kept on the device for later (offline)
 * is neither: `onQueued` says what the form does then, and the typed values stay.
 */
export function useCheckedForm<V extends Values>(
  rules: FormRules<V>,
  initial: V,
  send: (values: V) => Promise<unknown>,
  onSent: () => void,
  { onQueued = onSent, saysRefusal = false }: CheckedFormOptions = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<readonly string[]>([]);
  const form = useRef<HTMLFormElement>(null);

  const pendingChecks = useRef(new Map<keyof V, () => void>());
  /** docs/product-rules.md#errors-and-notices: a blur that is at once followed by a change (picking from autofill, a radio by arrow keys) is checked once. */
  const check = (field: keyof V, next: V = values) => {
    pendingChecks.current.get(field)?.();
    pendingChecks.current.set(
      field,
      afterPause(FORM_VALIDATION_DEBOUNCE_MS, () =>
        setErrors((e) => ({ ...e, [field]: checkField(rules, field, next, lang.value) ?? undefined })),
      ),
    );
  };

  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkForm(rules, values, lang.value);
    if (problems) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v[0]])) as FormErrors<V>);
      focusFirstError();
      return;
    }
    setSending(true);
    setRefusal([]);
    try {
      await send(values);
      setValues(initial);
      setErrors({});
      onSent();
    } catch (error) {
      if (error instanceof ChangeQueued) {
        setErrors({});
        notifyCallFailure(error);
        onQueued();
        return;
      }
      if (!(error instanceof ApiFailure)) console.error(error);
      const body = error instanceof ApiFailure ? error.body : { message: i18next.t('errors:unexpected') };
      const fieldErrors = Object.entries(body.errors ?? {}).filter(([field]) => field in initial);
      const underFields = fieldErrors.map(([k, v]) => [k, v[0]!] as const);
      if (underFields.length > 0) {
        setErrors(Object.fromEntries(underFields) as FormErrors<V>);
        focusFirstError();
      }
      const shown = new Set(underFields.map(([, text]) => text));
      if (!saysRefusal) notifyFailure(body, shown);
      else setRefusal([...new Set([body.message, ...Object.values(body.errors ?? {}).flat()])].filter((text) => !shown.has(text)));
    } finally {
      setSending(false);
    }
  };

  /** Props for a text input or textarea: value kept on input, checked on blur. */
  const text = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    onBlur: () => check(field),
  });

  /** Props for a select or radio group: a choice is a change, checked at once. */
  const choice = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      check(field, next);
    },
  });

  /** Empties the form: a message kept for later is shown where it waits, not left to be sent twice. */
  const clear = () => {
    setValues(initial);
    setErrors({});
    setRefusal([]);
  };

  return { values, errors, sending, refusal, form, submit, text, choice, clear };
}
