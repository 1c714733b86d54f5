import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeSellerNpKey, saveSellerNpKey, sellerNpKey, type SellerNpKey } from '../../api/seller-profile';
import { useResource } from '../../lib/resource';
import { Field } from '../../ui/form/form';

/** Nova Poshta's keys: 32 hexadecimal characters, as its business cabinet's settings give them. */
const KEY_PATTERN = /^[0-9a-f]{32}$/i;

/**
 * The shop's own Nova Poshta key (docs/product-rules.md#seller-profile): with it, the store makes the shop's waybills
 * in the shop's own Nova Poshta account. The owner gives, replaces or removes it; the team sees only whether it is
 * set and its last 4 characters, since the server never answers the key.
 */
export function NovaPoshtaKey({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation('seller-profile');
  const shown = useResource({ key: `seller-np-key:${sellerId}`, load: sellerNpKey });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const key = shown.data;
  if (!key) return shown.status === 'failed' ? <p role="alert">{t('profile.failed')}</p> : null;

  const run = async (work: () => Promise<SellerNpKey>, done: string) => {
    setBusy(true);
    setProblem('');
    setSaid('');
    try {
      shown.replace(await work());
      setTyped('');
      setSaid(done);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim();
    if (!KEY_PATTERN.test(value)) return setProblem(t('profile.npKeyInvalid'));
    void run(() => saveSellerNpKey(value), t('profile.npKeySaved'));
  };

  return (
    <section className="seller-profile__np-key" aria-labelledby="seller-np-key-title">
      <h3 id="seller-np-key-title">{t('profile.npKey')}</h3>
      <p>{key.set ? t('profile.npKeySet', { last4: key.last4 }) : t('profile.npKeyNotSet')}</p>
      {key.can_edit && (
        <form onSubmit={save} noValidate>
          <Field
            label={key.set ? t('profile.npKeyReplace') : t('profile.npKeyGive')}
            hint={t('profile.npKeyHint')}
            error={problem || undefined}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={typed}
                disabled={busy}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {t('profile.npKeySave')}
          </button>
          {key.set && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run(removeSellerNpKey, t('profile.npKeyRemoved'))}
            >
              {t('profile.npKeyRemove')}
            </button>
          )}
        </form>
      )}
      <p role="status">{said}</p>
    </section>
  );
}
