import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsUrl, type ReviewValues } from '../../../api/reviews';
import { reviewFieldError, reviewFieldErrors, type ReviewField } from '../../../domain/review-rules';
import { ApiFailure } from '../../../lib/api';
import { notify, notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { Field } from '../../../ui/form/form';
import { StarsInput } from '../../../ui/StarsInput';
import { firstErrors, returnedDrafts, submitReview, type ReviewErrors } from './model';
import { PhotoPicker } from './PhotoPicker';

const EMPTY: ReviewValues = { rating: '', advantages: '', disadvantages: '', text: '' };
// No maxLength on the boxes: a pasted text would be cut silently; the length rule says so instead.
const TEXT_FIELDS = [
  { name: 'advantages', rows: 2 },
  { name: 'disadvantages', rows: 2 },
  { name: 'text', rows: 5 },
] as const;

interface Props {
  productId: number;
  /** closes the form; it stays in the page, hidden, keeping what was typed */
  onClose: () => void;
}

/**
 * Writing a review, loaded the first time "Write a review" opens it (ReviewForm.tsx). docs/product-rules.md#product-page:
 * a field is checked when it loses focus or its choice changes; sending checks all of them. Offline the review,
 * photos included, waits in the outbox; a refusal keeps everything typed.
 */
export default function ReviewFormBody({ productId, onClose }: Props) {
  useSignals();
  const { t } = useTranslation(['reviews', 'errors']);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [sending, setSending] = useState(false);

  // A review refused after waiting offline comes back here with the server's reasons (the button opens the form for it).
  const url = reviewsUrl(productId);
  const returned = returnedDrafts.value[url];
  useEffect(() => {
    if (!returned) return;
    setValues(returned.values);
    setPhotos(returned.photos);
    setErrors(returned.errors);
    const { [url]: _taken, ...others } = returnedDrafts.value;
    returnedDrafts.value = others;
  }, [returned, url]);

  const check = (field: ReviewField, next = values) =>
    setErrors((e) => ({ ...e, [field]: reviewFieldError(field, next[field], lang.value) ?? undefined }));
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = reviewFieldErrors(values, lang.value);
    if (Object.keys(problems).length) {
      setErrors({ photos: errors.photos, ...firstErrors(problems) });
      focusFirstError();
      return;
    }
    setSending(true);
    try {
      const outcome = await submitReview(productId, values, photos);
      setValues(EMPTY);
      setPhotos([]);
      setErrors({});
      onClose();
      notify(outcome.kind === 'queued' ? { type: 'warn', title: t('queued', { count: 1 }) } : { type: 'success', title: t('published') });
    } catch (error) {
      const body = error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') };
      setErrors(firstErrors(body.errors));
      focusFirstError();
      notifyFailure(body);
    } finally {
      setSending(false);
    }
  };

  const onRatingBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) check('rating');
  };

  return (
    <form ref={form} className="review-form__body" noValidate onSubmit={submit} aria-label={t('formTitle')}>
      <StarsInput
        name="rating"
        legend={t('rating')}
        value={values.rating}
        error={errors.rating}
        onBlur={onRatingBlur}
        onChange={(event) => {
          const next = { ...values, rating: event.target.value };
          setValues(next);
          check('rating', next);
        }}
      />
      {TEXT_FIELDS.map(({ name, rows }) => (
        <Field key={name} label={t(name)} error={errors[name]}>
          {(control) => (
            <textarea
              {...control}
              name={name}
              rows={rows}
              required={name === 'text'}
              placeholder={t(`${name}Placeholder`)}
              value={values[name]}
              onChange={(e) => setValues({ ...values, [name]: e.target.value })}
              onBlur={() => check(name)}
            />
          )}
        </Field>
      ))}
      <PhotoPicker
        photos={photos}
        error={errors.photos}
        onChange={(next, problem) => {
          setPhotos(next);
          setErrors((e) => ({ ...e, photos: problem }));
        }}
      />
      <div className="review-form__actions">
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {t('submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
