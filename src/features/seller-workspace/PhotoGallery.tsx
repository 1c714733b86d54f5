import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseMainPhoto,
  deleteGalleryPhoto,
  galleryPhotos,
  orderGalleryPhotos,
  uploadGalleryPhoto,
  type GalleryOf,
  type GalleryPhotos as Gallery,
} from '../../api/seller-photos';
import { PHOTO_SIGNATURE_BYTES } from '../../domain/review-rules';
import { PRODUCT_PHOTO_MAX_MB, PRODUCT_PHOTO_TYPES, productPhotoProblem } from '../../domain/product-photos';
import { useResource } from '../../lib/resource';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Picture } from '../../ui/Picture';

const THUMB_SIDE = 96;

/** The same list with the photo at `from` moved to `to`. */
function moved(keys: readonly string[], from: number, to: number): string[] {
  const next = [...keys];
  const [key] = next.splice(from, 1);
  next.splice(to, 0, key!);
  return next;
}

/**
 * docs/product-rules.md#product-photos: a seller's photos of the goods an offer sells (in the offer's card) or of a
 * proposed product (in the proposal's). A photo is checked here by the rules the server applies (format by its first
 * bytes, size) before it is sent, and its upload shows how much has gone. Buttons move a photo up or down (the
 * keyboard's way to reorder) and keep the focus on the photo moved; deleting asks first.
 */
export function PhotoGallery({ of, id, onChange }: GalleryOf & { onChange?: (gallery: Gallery) => void }) {
  const which: GalleryOf = { of, id };
  const { t, i18n } = useTranslation(['seller-workspace', 'errors']);
  const gallery = useResource({ key: `seller-photos:${i18n.language}:${of}:${id}`, load: () => galleryPhotos(which) });
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** The button to focus once the list shows a change: the moved photo's, wherever it went. */
  const focusNext = useRef<{ key: string; action: 'earlier' | 'later' } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const idOf = (key: string, action: string) => `${of}-${id}-photo-${key}-${action}`;

  const data = gallery.data;
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const other = wanted.action === 'earlier' ? 'later' : 'earlier';
    const button = [wanted.action, other]
      .map((action) => document.getElementById(idOf(wanted.key, action)) as HTMLButtonElement | null)
      .find((b) => b && !b.disabled);
    button?.focus();
    // Only a new answer moves the focus; idOf is rebuilt each render and says the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [data]);

  const run = async (change: () => Promise<Gallery>, done: string) => {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      const next = await change();
      gallery.replace(next);
      onChange?.(next);
      setNotice(done);
    } catch (error) {
      focusNext.current = null;
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer());
    const refused = productPhotoProblem(file.size, head);
    if (refused) {
      setNotice(null);
      return setProblem(t(`errors:${refused}`));
    }
    setProgress(0);
    await run(() => uploadGalleryPhoto(which, file, setProgress), t('photos.uploaded'));
    setProgress(null);
  };

  if (gallery.status === 'failed' && !data)
    return <p role="alert">{gallery.error instanceof Error ? gallery.error.message : t('photos.failed')}</p>;
  if (!data) return <p aria-busy="true">{t('photos.loading')}</p>;

  const keys = data.photos.map((p) => p.key);
  const full = data.photos.length >= data.max;
  const move = (from: number, to: number, action: 'earlier' | 'later') => {
    focusNext.current = { key: keys[from]!, action };
    void run(() => orderGalleryPhotos(which, moved(keys, from, to)), t('photos.moved', { place: to + 1 }));
  };
  const deletingAt = deleting === null ? -1 : keys.indexOf(deleting);

  return (
    <div className="seller-photos__body">
      {!data.editable && <p className="seller-photos__note">{t(of === 'offers' ? 'photos.otherSeller' : 'photos.proposalDecided')}</p>}
      {data.photos.length === 0 ? (
        <p className="seller-photos__note">{t('photos.none')}</p>
      ) : (
        <ol className="seller-photos__list">
          {data.photos.map((photo, i) => {
            const n = i + 1;
            return (
              <li key={photo.key} className="seller-photos__item">
                <Picture
                  image={photo.image}
                  width={THUMB_SIDE}
                  height={THUMB_SIDE}
                  sizes={`${THUMB_SIDE}px`}
                  className="seller-photos__thumb"
                />
                <div className="seller-photos__side">
                  <span className="seller-photos__place">
                    {t('photos.place', { n })}
                    {photo.main && <strong className="seller-photos__main"> · {t('photos.main')}</strong>}
                  </span>
                  {data.editable && (
                    <div className="seller-photos__buttons">
                      <button
                        type="button"
                        id={idOf(photo.key, 'earlier')}
                        className="button button--ghost"
                        aria-label={t('photos.earlierLabel', { n })}
                        disabled={busy || i === 0}
                        onClick={() => move(i, i - 1, 'earlier')}
                      >
                        ↑ {t('photos.earlier')}
                      </button>
                      <button
                        type="button"
                        id={idOf(photo.key, 'later')}
                        className="button button--ghost"
                        aria-label={t('photos.laterLabel', { n })}
                        disabled={busy || i === data.photos.length - 1}
                        onClick={() => move(i, i + 1, 'later')}
                      >
                        ↓ {t('photos.later')}
                      </button>
                      {!photo.main && (
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={t('photos.makeMainLabel', { n })}
                          disabled={busy}
                          onClick={() => void run(() => chooseMainPhoto(which, photo.key), t('photos.madeMain'))}
                        >
                          {t('photos.makeMain')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('photos.deleteLabel', { n })}
                        disabled={busy}
                        onClick={() => setDeleting(photo.key)}
                      >
                        {t('photos.delete')}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {data.editable && (
        <div className="seller-photos__add">
          <label className="field">
            <span className="field__label">{t('photos.add')}</span>
            <input
              ref={fileInput}
              type="file"
              accept={PRODUCT_PHOTO_TYPES.join(',')}
              disabled={busy || full}
              aria-describedby={`${of}-${id}-photo-hint`}
              onChange={(e) => void upload(e)}
            />
          </label>
          <p id={`${of}-${id}-photo-hint`} className="seller-photos__note">
            {full ? t('photos.full', { max: data.max }) : t('photos.hint', { mb: PRODUCT_PHOTO_MAX_MB, max: data.max })}
          </p>
          {progress !== null && (
            <p className="seller-photos__progress">
              <progress max={100} value={Math.round(progress * 100)} aria-label={t('photos.uploading')} />{' '}
              <span aria-live="polite">{t('photos.uploadingPercent', { percent: Math.round(progress * 100) })}</span>
            </p>
          )}
        </div>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      <ConfirmDialog
        open={deleting !== null}
        title={t('photos.deleteConfirm', { n: deletingAt + 1 })}
        confirmLabel={t('photos.delete')}
        cancelLabel={t('photos.cancel')}
        closeLabel={t('photos.close')}
        busy={busy}
        onConfirm={() => {
          const key = deleting!;
          setDeleting(null);
          void run(() => deleteGalleryPhoto(which, key), t('photos.deleted')).then(() => fileInput.current?.focus());
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('photos.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
