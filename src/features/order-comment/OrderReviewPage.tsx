import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { loadCommentState, sendComment, type CommentState } from '../../api/orders';
import { paths, type PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { notify } from '../../stores/notifications';
import { lang } from '../../stores/session';
import { Field } from '../../ui/form/form';
import { useCheckedForm } from '../../ui/form/checked-form';
import { PageFailure } from '../../ui/PageFailure';
import { COMMENT_RULES, EMPTY_COMMENT, RATING_FIELDS } from './rules';
import { StarsInput } from '../../ui/StarsInput';
import { AppLink } from '../../ui/AppLink';
import './order-comment.css';

/** /cabinet/order/{id}/comment: the customer's review of a fulfilled order's seller (docs/product-rules.md#routes-and-screens, 3, 7). */
export default function OrderReviewPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['order-comment', 'common']);
  const orderId = Number(params.id);
  const state = useResource({ key: `order-comment:${lang.value}:${orderId}`, load: () => loadCommentState(orderId) });

  if (state.status === 'failed' && !state.data) return <PageFailure error={state.error} />;
  return (
    <div className="order-comment">
      <h1>{t('title', { id: orderId })}</h1>
      {state.status === 'ready' ? <ReviewBody order={state.data} /> : <p aria-busy="true">{t('common:loading')}</p>}
    </div>
  );
}

function ReviewBody({ order }: { order: CommentState }) {
  const { t } = useTranslation('order-comment');
  if (order.can_comment) return <ReviewForm order={order} />;
  return (
    <div className="order-comment__closed">
      <p role="status">{order.comment ? t('alreadyReviewed') : t('notFulfilled', { status: order.status_label })}</p>
      {order.comment && (
        <blockquote className="order-comment__quote" aria-label={t('yourReview')}>
          <ul>
            {RATING_FIELDS.map((field) => (
              <li key={field}>
                {t(`ratings.${field}`)}: {t('common:stars', { count: order.comment![field] })}
              </li>
            ))}
          </ul>
          <p>{order.comment.text}</p>
        </blockquote>
      )}
      <AppLink href={paths.cabinet('orders')} className="button">
        {t('toOrders')}
      </AppLink>
    </div>
  );
}

function ReviewForm({ order }: { order: CommentState }) {
  const { t } = useTranslation('order-comment');
  const [, navigate] = useLocation();
  const { errors, sending, form, submit, text, choice } = useCheckedForm(
    COMMENT_RULES,
    EMPTY_COMMENT,
    (values) =>
      sendComment(order.order_id, {
        service_rating: Number(values.service_rating),
        delivery_rating: Number(values.delivery_rating),
        relevance_rating: Number(values.relevance_rating),
        text: values.text,
      }),
    () => {
      // docs/product-rules.md#cabinet: a sent comment goes back to the orders, where the notice says it was taken.
      notify({ type: 'success', title: t('sent') });
      navigate(paths.cabinet('orders'));
    },
    // Kept on the device for later (offline): the notice says so, and the orders are where it will show.
    { onQueued: () => navigate(paths.cabinet('orders')) },
  );

  return (
    <form ref={form} className="order-comment__form" noValidate onSubmit={submit} aria-label={t('pageTitle')}>
      <p>{t('lead', { shop: order.seller.shop_name })}</p>
      {RATING_FIELDS.map((field) => (
        <StarsInput key={field} legend={t(`ratings.${field}`)} error={errors[field]} {...choice(field)} />
      ))}
      <Field label={t('text')} error={errors.text}>
        {(control) => <textarea {...control} {...text('text')} rows={5} required placeholder={t('textPlaceholder')} />}
      </Field>
      <div className="order-comment__actions">
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {t('submit')}
        </button>
        <AppLink href={paths.cabinet('orders')} className="button button--ghost">
          {t('cancel')}
        </AppLink>
      </div>
    </form>
  );
}
