import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../api/reviews';
import { longShopDate } from '../../../lib/shop-date';
import { lang } from '../../../stores/session';
import { Dialog } from '../../../ui/Dialog';
import { Picture } from '../../../ui/Picture';
import { Rating } from '../../../ui/Rating';
import { ReviewReplyNote } from '../../../ui/ReviewReplyNote';

export function ReviewItem({ review }: { review: Review }) {
  useSignals();
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : review.photos[open];
  const total = review.photos.length;
  return (
    <article className="review">
      <header className="review__head">
        <strong>{review.author_name || t('anonymous')}</strong>
        {review.bought && <span className="review__bought">{t('bought')}</span>}
        <time dateTime={review.created_at}>{longShopDate(lang.value, review.created_at)}</time>
        <Rating value={review.rating} label={t('rated', { rating: review.rating })} />
      </header>
      {review.advantages && (
        <p>
          <b>{t('advantages')}:</b> {review.advantages}
        </p>
      )}
      {review.disadvantages && (
        <p>
          <b>{t('disadvantages')}:</b> {review.disadvantages}
        </p>
      )}
      <p className="review__text">{review.text}</p>
      {total > 0 && (
        <ul className="review__photos" aria-label={t('photos')}>
          {review.photos.map((photo, i) => (
            <li key={photo.src}>
              <button
                type="button"
                className="review__photo"
                aria-haspopup="dialog"
                aria-label={t('openPhoto', { n: i + 1, total })}
                onClick={() => setOpen(i)}
              >
                {/* The server's square thumbnail; its size is reserved before it loads, so the list never jumps. */}
                <img src={photo.thumb.src} width={photo.thumb.width} height={photo.thumb.height} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReviewReplyNote reply={review.reply} />
      <Dialog
        open={shown != null}
        onClose={() => setOpen(null)}
        title={t('photoTitle', { n: (open ?? 0) + 1, total })}
        closeLabel={t('close')}
        className="review-photo-dialog"
      >
        {shown && <Picture image={shown} eager className="review-photo-dialog__image" />}
      </Dialog>
    </article>
  );
}
