import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../lib/api';
import { notify, notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';

/** A change to the customer's lists; it answers the lists as they are now. */
export type RunChange<L> = (action: () => Promise<L[]>, done: string) => Promise<boolean>;

interface Options<L> {
  fetchLists: () => Promise<L[]>;
  /** the notice group, so a newer notice of the tab replaces the older one */
  group: string;
  /** what else follows a change (the hearts and header follow favourites) */
  afterChange?: () => void;
}

/**
 * A cabinet tab of named lists (favourites, auto purchases): loaded again when the language changes (names and
 * prices come in it), and changed one change at a time; a refusal says why in a notice.
 */
export function useCustomerLists<L>({ fetchLists, group, afterChange }: Options<L>) {
  const { t } = useTranslation('errors');
  const [lists, setLists] = useState<L[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const currentLang = lang.value;

  useEffect(() => {
    let live = true;
    setFailed(false);
    fetchLists().then(
      (found) => live && setLists(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [currentLang, fetchLists]);

  const run: RunChange<L> = async (action, done) => {
    setBusy(true);
    try {
      setLists(await action());
      notify({ type: 'success', group, title: done });
      afterChange?.();
      return true;
    } catch (error) {
      notifyFailure(error instanceof ApiFailure ? error.body : { message: t('unexpected') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { lists, setLists, failed, busy, run };
}
