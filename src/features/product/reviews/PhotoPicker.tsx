import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES, REVIEW_PHOTOS_MAX } from '../../../domain/limits';
import { PHOTO_SIGNATURE_BYTES, reviewPhotoProblem } from '../../../domain/review-rules';

const PREVIEW = 80;

/** Object URLs for previews, released when the files change or the picker goes away. */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((f) => URL.createObjectURL(f));
    setUrls(made);
    return () => made.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return urls;
}

/** The same checks as the API, by the file's first bytes, so a refused photo is never queued offline. */
async function pick(files: readonly File[], room: number): Promise<{ accepted: File[]; problem: string | null }> {
  const accepted: File[] = [];
  let problem: string | null = null;
  for (const file of files) {
    if (accepted.length === room) return { accepted, problem: 'reviewPhotosTooMany' };
    const found = reviewPhotoProblem(file.size, new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer()));
    if (found) problem = found;
    else accepted.push(file);
  }
  return { accepted, problem };
}

interface Props {
  photos: File[];
  error?: string;
  /** the new list, and the message for a refused file (undefined when all were fine) */
  onChange: (photos: File[], error: string | undefined) => void;
}

export function PhotoPicker({ photos, error, onChange }: Props) {
  const { t } = useTranslation(['reviews', 'errors']);
  const id = useId();
  const previews = usePreviews(photos);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { accepted, problem } = await pick(Array.from(input.files ?? []), REVIEW_PHOTOS_MAX - photos.length);
    // Cleared so choosing the same file again (after removing it) is a change too.
    input.value = '';
    onChange([...photos, ...accepted], problem ? t(`errors:${problem}`) : undefined);
  };

  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field review-photos ${error ? 'field--invalid' : ''}`}>
      <span className="field__label">{t('photos')}</span>
      {photos.length > 0 && (
        <ul className="review-photos__list">
          {photos.map((file, i) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}:${i}`}>
              {previews[i] && <img src={previews[i]} width={PREVIEW} height={PREVIEW} alt="" />}
              <button
                type="button"
                className="review-photos__remove"
                aria-label={t('removePhoto', { name: file.name })}
                onClick={() =>
                  onChange(
                    photos.filter((_, j) => j !== i),
                    undefined,
                  )
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < REVIEW_PHOTOS_MAX && (
        <div className="review-photos__add">
          <input
            id={id}
            type="file"
            accept={REVIEW_PHOTO_TYPES.join(',')}
            multiple
            className="visually-hidden"
            aria-describedby={described}
            aria-invalid={Boolean(error)}
            onChange={onPick}
          />
          <label htmlFor={id} className="button button--ghost">
            {t('addPhotos')}
          </label>
        </div>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {t('photosHint', { max: REVIEW_PHOTOS_MAX, mb: REVIEW_PHOTO_MAX_BYTES / 1024 / 1024 })}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
