import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { checkField, checkForm, type FormRules } from '../../domain/form-rules';
import { lang } from '../../stores/session';
import { revealErrors } from './store';

type Values = Record<string, string>;

/**
 * Field errors of a checkout step whose values live in a store. docs/product-rules.md#checkout: a field is checked when it loses
 * focus, not on every keystroke; a send with missing data shows every field's error at once.
 */
export function useStepErrors<V extends Values>(rules: FormRules<V>, values: V) {
  useSignals();
  const reveal = revealErrors.value;
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  useEffect(() => {
    if (reveal === 0) return;
    const problems = checkForm(rules, values, lang.peek()) ?? {};
    setErrors(
      Object.fromEntries(Object.entries(problems).map(([field, messages]) => [field, messages[0]])) as Partial<Record<keyof V, string>>,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors are revealed on each send (counted by `reveal`), with the values of that moment
  }, [reveal]);
  const check = (field: keyof V & string) =>
    setErrors((e) => ({ ...e, [field]: checkField(rules, field, values, lang.peek()) ?? undefined }));
  return { errors, check };
}
