import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../domain/form-rules';
import type { FormProblem, FormProblems } from '../../domain/promo-code-rules';
import type { ResourceDef } from '../../lib/resource';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { useCheckedForm } from '../../ui/form/checked-form';
import { useOperatorList } from './use-operator-list';

type Values = Record<string, string>;

/** The `admin-promotions` texts' t, for a problem's words. */
export type ProblemText = (key: `problems.${FormProblem}`) => string;

/**
 * A back-office form's rules, drawn from the domain's own check of the whole body (src/domain/promo-code-rules.ts),
 * so a field is refused here with the words the server would answer, before anything is sent. `t`: the
 * `admin-promotions` texts in the operator's language.
 */
export function problemRules<V extends Values>(
  fields: readonly (keyof V & string)[],
  problemsOf: (values: V) => FormProblems,
  t: ProblemText,
): FormRules<V> {
  const rule = (field: string) => (_value: string, values: V) => {
    const problem = problemsOf(values)[field];
    return problem ? t(`problems.${problem}`) : null;
  };
  return Object.fromEntries(fields.map((field) => [field, rule(field)])) as unknown as FormRules<V>;
}

/** useCheckedForm's options for a form drawn by OperatorForm. */
export const OPERATOR_FORM = { saysRefusal: true } as const;

/** What a form's checkbox is as a form value: useCheckedForm keeps text. */
export const CHECKED = 'yes';

/** Props for a checkbox kept as CHECKED or '' in a checked form. */
export const checkbox = <V extends Values>(form: ReturnType<typeof useCheckedForm<V>>, field: keyof V & string) => ({
  name: field,
  checked: form.values[field] === CHECKED,
  onChange: (event: { target: { checked: boolean } }) =>
    form.choice(field).onChange({ target: { value: event.target.checked ? CHECKED : '' } }),
});

/**
 * A new item's form or an item's edit form, in the back office's one look: what the server refused, its fields, then
 * send and cancel. An opened form takes the cursor, so a keyboard goes on typing. Its hook says refusals itself
 * (`saysRefusal`, OPERATOR_FORM), since a notice would pass far from a form opened deep in a list.
 */
export function OperatorForm<V extends Values>({
  form,
  label,
  submitLabel,
  onCancel,
  children,
}: {
  form: ReturnType<typeof useCheckedForm<V>>;
  label: string;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-promotions');
  const element = form.form;
  useEffect(() => element.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), [element]);
  return (
    <form ref={element} className="admin__form" noValidate onSubmit={form.submit} aria-label={label} aria-busy={form.sending}>
      {form.refusal.map((text) => (
        <p key={text} role="alert">
          {text}
        </p>
      ))}
      {children}
      <div className="admin__actions">
        <button type="submit" className="button" disabled={form.sending}>
          {submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** Which form a list shows: none, the new item's, or one item's edit form (by id). */
function useEditing() {
  const [editing, setEditing] = useState<'new' | number | null>(null);
  return { editing, open: (which: 'new' | number) => setEditing(which), close: () => setEditing(null) };
}

/** A delete asked first in a dialog: what goes cannot be brought back. */
export function DeleteButton({ what, onDelete }: { what: string; onDelete: () => Promise<void> }) {
  const { t } = useTranslation('admin-promotions');
  return (
    <ConfirmButton label={t('delete')} ariaLabel={t('deleteWhat', { what })} question={t('deleteSure', { what })} onConfirm={onDelete} />
  );
}

/** A button whose action is asked first in a dialog, its confirming button named as the button itself. */
export function ConfirmButton({
  label,
  ariaLabel,
  question,
  onConfirm,
}: {
  label: string;
  ariaLabel: string;
  question: string;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('admin-promotions');
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsked(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--ghost" aria-label={ariaLabel} onClick={() => setAsked(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={asked}
        title={question}
        confirmLabel={label}
        cancelLabel={t('keep')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(false)}
      />
    </>
  );
}

/**
 * A back-office list with its forms' state: which form is open, what the last action said; `done` closes the form,
 * says how it went and reads the list again.
 */
export function useOperatorSection<T>(def: ResourceDef<T>) {
  const list = useOperatorList(def);
  const editing = useEditing();
  const [said, setSaid] = useState('');
  const done = async (text: string) => {
    editing.close();
    setSaid(text);
    await list.act(async () => undefined);
  };
  return { ...list, ...editing, said, setSaid, done };
}

/**
 * A back-office list with its new item's form: the title, the button that opens the form, what the last action said,
 * the list's failure, loading and empty states, then the items: as a list, or as the caller draws them (`ownList`: a tree).
 */
export function OperatorList({
  id,
  className,
  ownList = false,
  title,
  newLabel,
  section,
  newForm,
  emptyText,
  children,
}: {
  id: string;
  className?: string;
  ownList?: boolean;
  title: string;
  newLabel: string;
  section: ReturnType<typeof useOperatorSection<readonly unknown[]>>;
  newForm: ReactNode;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const opened = section.editing === 'new';
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      <div className="admin__actions">
        <button type="button" className="button" aria-expanded={opened} onClick={() => (opened ? section.close() : section.open('new'))}>
          {newLabel}
        </button>
      </div>
      {opened && newForm}
      <p role="status">{section.said}</p>
      {section.failure && <p role="alert">{section.failure}</p>}
      {section.loading && <p aria-busy="true">{t('loading')}</p>}
      {section.data?.length === 0 && <p>{emptyText}</p>}
      {ownList ? children : <ul className="admin__queue">{children}</ul>}
    </section>
  );
}
