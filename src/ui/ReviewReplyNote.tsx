import { useTranslation } from 'react-i18next';
import './review-reply.css';

interface ReviewReplyShown {
  author: string;
  text: string;
  created_at: string;
}

/** The seller's public reply under a review (docs/product-rules.md#review-moderation), on the product page and the storefront alike. */
export function ReviewReplyNote({ reply }: { reply: ReviewReplyShown | null | undefined }) {
  const { t } = useTranslation('review-moderation');
  if (!reply) return null;
  return (
    <aside className="review-reply" aria-label={t('replyBy', { author: reply.author })}>
      <strong className="review-reply__author">{t('replyBy', { author: reply.author })}</strong>
      <p className="review-reply__text">{reply.text}</p>
    </aside>
  );
}
