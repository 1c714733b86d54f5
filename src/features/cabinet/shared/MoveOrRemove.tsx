import { useTranslation } from 'react-i18next';
import type { RunChange } from './use-customer-lists';

interface Props<L> {
  /** the tab's namespace; each list tab words these texts under the same keys */
  ns: string;
  /** the product's title, named in the labels for screen readers */
  title: string;
  /** the customer's other lists, where the product may move */
  others: { id: number; name: string }[];
  busy: boolean;
  run: RunChange<L>;
  move: (listId: number) => Promise<L[]>;
  remove: () => Promise<L[]>;
}

/** A product's controls in a list: moving it to another list, and taking it out. */
export function MoveOrRemove<L>({ ns, title, others, busy, run, move, remove }: Props<L>) {
  const { t } = useTranslation(ns);
  return (
    <>
      {others.length > 0 && (
        <select
          aria-label={t('moveTo', { title })}
          value=""
          disabled={busy}
          onChange={(e) => {
            const target = others.find((l) => l.id === Number(e.target.value));
            if (target) void run(() => move(target.id), t('moved', { name: target.name }));
          }}
        >
          <option value="" disabled>
            {t('moveChoose')}
          </option>
          {others.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="link-button"
        aria-label={t('removeLabel', { title })}
        disabled={busy}
        onClick={() => void run(remove, t('removed'))}
      >
        {t('remove')}
      </button>
    </>
  );
}
