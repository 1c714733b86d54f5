import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsUrl } from '../../../api/reviews';
import { loadOnOpen } from '../../../ui/load-on-open';
import { returnedDrafts } from './model';

const ReviewFormBody = loadOnOpen(() => import('./ReviewFormBody'));

/**
 * "Write a review" and the form it opens below it. The form's code comes the first time it opens (ReviewFormBody.tsx);
 * from then on it stays in the page, hidden when closed, so what was typed is kept.
 */
export function ReviewForm({ productId }: { productId: number }) {
  useSignals();
  const { t } = useTranslation('reviews');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  // A review refused after waiting offline comes back to its form, which opens for it.
  const returned = returnedDrafts.value[reviewsUrl(productId)];
  useEffect(() => {
    if (!returned) return;
    setOpen(true);
    setOpened(true);
  }, [returned]);

  return (
    <div className="review-form">
      <button type="button" className="button" aria-expanded={open} aria-controls={formId} onClick={() => show(!open)}>
        {t('write')}
      </button>
      <div id={formId} hidden={!open}>
        {opened && <ReviewFormBody productId={productId} onClose={() => show(false)} />}
      </div>
    </div>
  );
}
