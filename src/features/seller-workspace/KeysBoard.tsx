import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { issueSellerKey, revokeSellerKey, sellerKeys, type SellerKey } from '../../api/seller-team';
import { ApiFailure } from '../../lib/api';
import { useResource } from '../../lib/resource';
import { Field } from '../../ui/form/form';
import { useShopDate } from './use-shop-date';

type Issued = SellerKey & { key: string };

/**
 * The owner's API keys (docs/product-rules.md#seller-team): a new key is shown here once, with a button that copies
 * it; the list names each key by its name and last 4 characters, with when it was made and last used.
 */
export function KeysBoard() {
  const { t, i18n } = useTranslation(['seller-team', 'seller-workspace']);
  const keys = useResource({ key: `seller-keys:${i18n.language}`, load: sellerKeys });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const [said, setSaid] = useState('');
  const dateOf = useShopDate();
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const keyId = useId();

  const named = (key: SellerKey) => key.name || t('keys.unnamed');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed('');
    setSaid('');
    try {
      await work();
      await keys.refresh();
    } catch (error) {
      const fieldError = error instanceof ApiFailure ? error.body.errors?.name?.[0] : undefined;
      if (fieldError) setNameError(fieldError);
      else setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const issue = (e: FormEvent) => {
    e.preventDefault();
    setCopied(null);
    setIssued(null);
    setNameError(undefined);
    void run(async () => {
      setIssued(await issueSellerKey(name.trim()));
      setName('');
    });
  };

  const revoke = (key: SellerKey) =>
    void run(async () => {
      await revokeSellerKey(key.id);
      if (issued?.id === key.id) setIssued(null);
      setSaid(t('keys.revoked', { name: named(key) }));
    });

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };

  const list = keys.data;
  return (
    <section className="seller-keys" aria-labelledby="seller-keys-title">
      <h2 id="seller-keys-title">{t('keys.title')}</h2>
      <p>{t('keys.about')}</p>
      <form className="seller-keys__form" noValidate onSubmit={issue}>
        <Field label={t('keys.name')} error={nameError}>
          {(control) => (
            <input
              {...control}
              name="name"
              value={name}
              maxLength={60}
              autoComplete="off"
              required
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t('keys.issue')}
        </button>
      </form>
      {issued && (
        <div className="seller-keys__issued">
          <p>{t('keys.shownOnce', { name: named(issued) })}</p>
          <code id={keyId} className="seller-keys__key">
            {issued.key}
          </code>
          <button type="button" className="button" aria-describedby={keyId} onClick={() => void copy(issued.key)}>
            {t('keys.copy')}
          </button>
          <p role="status">{copied && t(`keys.${copied}`)}</p>
        </div>
      )}
      {failed && <p role="alert">{failed}</p>}
      <p className="seller-keys__said" role="status">
        {said}
      </p>
      {keys.status === 'failed' && !list && <p role="alert">{keys.error instanceof Error ? keys.error.message : t('keys.failed')}</p>}
      {!list && keys.status === 'loading' && <p aria-busy="true">{t('seller-workspace:loading')}</p>}
      {list && list.length === 0 && <p>{t('keys.none')}</p>}
      {list && list.length > 0 && (
        <ul className="seller-keys__list" aria-label={t('keys.list')}>
          {list.map((key) => (
            <li key={key.id} className="seller-keys__item">
              <span>
                <strong>{named(key)}</strong>
                {key.last4 && ` · ${t('keys.endsWith', { last4: key.last4 })}`}
                <br />
                {t('keys.created', { date: dateOf(key.created_at) })} ·{' '}
                {key.last_used_at ? t('keys.lastUsed', { date: dateOf(key.last_used_at) }) : t('keys.neverUsed')}
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('keys.revokeWhich', { name: named(key) })}
                disabled={busy}
                onClick={() => revoke(key)}
              >
                {t('keys.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
