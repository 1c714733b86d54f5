import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { applyFeed, sellerFeed, sendFeed, type SellerFeed } from '../../api/seller-feeds';
import { useResource } from '../../lib/resource';

/** How often a feed being applied is asked for its progress. */
const PROGRESS_MS = 1_000;

const isWorking = (feed: SellerFeed | undefined) => feed?.status === 'queued' || feed?.status === 'applying';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The price-feed tab: a file checked as a dry run, its counts and refused lines, then applied with a progress bar.
 * The feed's id stays in the address (`feed=`), so the seller may leave and come back to the same feed.
 */
export function FeedsBoard() {
  const { t } = useTranslation('seller-workspace');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const feedId = Number(new URLSearchParams(search).get('feed')) || null;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const show = (id: number) => navigate(`${location}?tab=feeds&feed=${id}`, { replace: feedId !== null });

  const check = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      show((await sendFeed(file, true)).id);
    } catch (error) {
      setFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="seller-feeds" aria-labelledby="seller-feeds-title">
      <h2 id="seller-feeds-title">{t('feeds.title')}</h2>
      <p>{t('feeds.about')}</p>
      <form className="seller-feeds__form" onSubmit={check}>
        <label className="field">
          <span className="field__label">{t('feeds.file')}</span>
          <input type="file" accept=".xml,.yml,.csv,text/xml,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <button type="submit" className="button" disabled={!file || busy}>
          {t('feeds.check')}
        </button>
      </form>
      {failed && <p role="alert">{failed}</p>}
      {feedId !== null && <FeedResult key={feedId} id={feedId} />}
    </section>
  );
}

/** One feed's counts, refused lines and progress, asked again every second while it applies. */
function FeedResult({ id }: { id: number }) {
  const { t, i18n } = useTranslation('seller-workspace');
  const [working, setWorking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const answer = useResource(
    { key: `seller-feed:${i18n.language}:${id}`, load: () => sellerFeed(id) },
    { poll: working ? PROGRESS_MS : undefined, onAnswer: (found) => setWorking(isWorking(found)) },
  );
  const feed = answer.data;

  const apply = async () => {
    setBusy(true);
    setFailed(null);
    try {
      answer.replace(await applyFeed(id));
    } catch (error) {
      setFailed(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!feed) return answer.status === 'failed' ? <p role="alert">{messageOf(answer.error)}</p> : <p aria-busy="true">{t('loading')}</p>;
  return (
    <>
      {failed && <p role="alert">{failed}</p>}
      <div className="seller-feeds__result" aria-live="polite">
        <h3>{t(`feeds.status.${feed.status}`)}</h3>
        <ul className="seller-feeds__counts">
          {(['new', 'changed', 'unchanged', 'refused'] as const).map((kind) => (
            <li key={kind}>
              {t(`feeds.count.${kind}`)}: <strong>{feed.counts[kind]}</strong>
            </li>
          ))}
        </ul>
        {feed.status === 'checked' && (
          <button type="button" className="button" onClick={apply} disabled={busy || feed.progress.total === 0}>
            {t('feeds.apply', { count: feed.progress.total })}
          </button>
        )}
        {feed.status !== 'checked' && (
          <label className="seller-feeds__progress">
            <span>{t('feeds.progress', { applied: feed.progress.applied, total: feed.progress.total })}</span>
            <progress
              max={Math.max(1, feed.progress.total)}
              value={feed.status === 'applied' ? Math.max(1, feed.progress.total) : feed.progress.applied}
            />
          </label>
        )}
        {isWorking(feed) && <p>{t('feeds.leave')}</p>}
        {feed.refused.length > 0 && (
          <table className="seller-feeds__refused">
            <caption>{t('feeds.refusedTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('feeds.line')}</th>
                <th scope="col">vendorCode</th>
                <th scope="col">{t('feeds.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {feed.refused.map((r) => (
                <tr key={r.line}>
                  <td>{r.line}</td>
                  <td>{r.vendor_code}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
