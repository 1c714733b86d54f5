import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { currentSellerUser, signInSeller, signInSellerByLink, signOutSeller } from '../../api/seller-workspace';
import { paths } from '../../domain/paths';
import { useSignedInUser } from '../../lib/sign-in-link';
import { FeedsBoard } from './FeedsBoard';
import { MessagesBoard } from './MessagesBoard';
import { OrdersBoard } from './OrdersBoard';
import { OffersBoard } from './OffersBoard';
import { ReviewsBoard } from './ReviewsBoard';
import { AppLink } from '../../ui/AppLink';
import { PasswordSignIn } from '../../ui/PasswordSignIn';
import './seller-workspace.css';

const TABS = ['offers', 'orders', 'messages', 'reviews', 'feeds'] as const;

/**
 * /seller, /ru/seller (docs/product-rules.md#seller-workspace): the sign-in, then the seller's offers, orders, messages, reviews and price feeds. The session
 * is the workspace's own cookie, so a shopper signed in on the same browser stays a shopper elsewhere. A new shop's
 * owner arrives by the one-time link of the SMS its accepted cooperation request sent.
 */
export default function SellerWorkspacePage() {
  useSignals();
  const { t } = useTranslation(['seller-workspace', 'common', 'review-moderation']);
  const { user, setUser, linkFailure } = useSignedInUser(signInSellerByLink, currentSellerUser);
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab = TABS.find((key) => key === asked) ?? 'offers';

  const signOut = async () => {
    await signOutSeller();
    setUser(null);
  };

  return (
    <main className="seller-workspace">
      <header className="seller-workspace__header">
        <h1>{user ? user.seller.shop_name : t('title')}</h1>
        {user && (
          <button type="button" className="button button--ghost" onClick={signOut}>
            {t('signOut')}
          </button>
        )}
      </header>
      {user === undefined && <p aria-busy="true">{t('loading')}</p>}
      {linkFailure && user === null && <p role="alert">{linkFailure}</p>}
      {user === null && <PasswordSignIn block="seller-workspace" signIn={signInSeller} onSignedIn={setUser} />}
      {user && (
        <nav className="seller-workspace__tabs" aria-label={t('title')}>
          {TABS.map((key) => (
            <AppLink
              key={key}
              href={key === 'offers' ? paths.sellerWorkspace() : `${paths.sellerWorkspace()}?tab=${key}`}
              aria-current={key === tab ? 'page' : undefined}
            >
              {key === 'reviews' ? t('review-moderation:tab') : t(`tabs.${key}`)}
            </AppLink>
          ))}
        </nav>
      )}
      {user && tab === 'offers' && <OffersBoard />}
      {user && tab === 'orders' && <OrdersBoard />}
      {user && tab === 'messages' && <MessagesBoard />}
      {user && tab === 'reviews' && <ReviewsBoard />}
      {user && tab === 'feeds' && <FeedsBoard />}
    </main>
  );
}
