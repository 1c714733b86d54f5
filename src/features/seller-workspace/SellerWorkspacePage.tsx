import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { currentSellerUser, signInSeller, signInSellerByLink, signOutSeller } from '../../api/seller-workspace';
import { paths } from '../../domain/paths';
import { useSignedInUser } from '../../lib/sign-in-link';
import { FeedsBoard } from './FeedsBoard';
import { InvitationAcceptance } from './InvitationAcceptance';
import { useInvitationToken } from '../../lib/invitation-token';
import { KeysBoard } from './KeysBoard';
import { MessagesBoard } from './MessagesBoard';
import { NEW_ORDERS_POLL_MS, OrdersBoard } from './OrdersBoard';
import { OffersBoard } from './OffersBoard';
import { TeamBoard } from './TeamBoard';
import { ProposalsBoard } from './ProposalsBoard';
import { ReviewsBoard } from './ReviewsBoard';
import { PauseNotice } from './PauseNotice';
import { OwnRatingWindows } from './OwnRatingWindows';
import { ProfileBoard } from './ProfileBoard';
import { StatisticsBoard } from './StatisticsBoard';
import { AppLink } from '../../ui/AppLink';
import { SignedInSide } from '../../ui/SignedInSide';
import { useUnopenedOrders } from './use-unopened-orders';
import './seller-workspace.css';

const TABS = ['offers', 'orders', 'messages', 'reviews', 'feeds', 'proposals', 'profile', 'statistics'] as const;
/** docs/product-rules.md#seller-team: the team and the keys are the owner's alone; a manager is never shown them. */
const OWNER_TABS = [...TABS, 'team', 'keys'] as const;
type Tab = (typeof OWNER_TABS)[number];

/**
 * /seller, /ru/seller (docs/product-rules.md#seller-workspace): the sign-in, then the seller's offers, orders, messages, reviews, price feeds,
 * proposed products, the shop's profile and its statistics,
 * and for the owner the team and the API keys. The session is the workspace's own cookie, so a shopper signed in on
 * the same browser stays a shopper elsewhere. A new shop's owner arrives by the one-time link of the SMS its
 * accepted cooperation request sent; an invited manager by the invitation's link (`?invite=`).
 */
export default function SellerWorkspacePage() {
  useSignals();
  const { t } = useTranslation(['seller-workspace', 'common', 'seller-team', 'proposed-products', 'review-moderation', 'seller-profile']);
  const [invitation, setInvitation] = useInvitationToken();
  const { user, setUser, linkFailure } = useSignedInUser(signInSellerByLink, currentSellerUser);
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tabs: readonly Tab[] = user?.role === 'owner' ? OWNER_TABS : TABS;
  const tab = tabs.find((key) => key === asked) ?? 'offers';
  const tabName = (key: Tab) => {
    if (key === 'team' || key === 'keys') return t(`seller-team:tabs.${key}`);
    if (key === 'reviews') return t('review-moderation:tab');
    if (key === 'profile' || key === 'statistics') return t(`seller-profile:tabs.${key}`);
    return key === 'proposals' ? t('proposed-products:tab') : t(`tabs.${key}`);
  };

  const signOut = async () => {
    await signOutSeller();
    setUser(null);
  };

  return (
    <SignedInSide
      block="seller-workspace"
      title={user ? user.seller.shop_name : t('title')}
      user={user}
      linkFailure={linkFailure}
      invitation={
        invitation && (
          <InvitationAcceptance
            token={invitation}
            onJoined={(joined) => {
              setInvitation(null);
              setUser(joined);
            }}
          />
        )
      }
      signIn={signInSeller}
      onSignedIn={setUser}
      onSignOut={signOut}
    >
      {(signedIn) => (
        <>
          <nav className="seller-workspace__tabs" aria-label={t('title')}>
            {tabs.map((key) => (
              <AppLink
                key={key}
                href={key === 'offers' ? paths.sellerWorkspace() : `${paths.sellerWorkspace()}?tab=${key}`}
                aria-current={key === tab ? 'page' : undefined}
              >
                {tabName(key)}
                {key === 'orders' && <UnopenedBadge />}
              </AppLink>
            ))}
          </nav>
          {signedIn.pause && <PauseNotice pause={signedIn.pause} />}
          {tab === 'offers' && <OffersBoard />}
          {tab === 'orders' && <OrdersBoard />}
          {tab === 'messages' && <MessagesBoard />}
          {tab === 'feeds' && <FeedsBoard />}
          {tab === 'team' && <TeamBoard userId={signedIn.id} />}
          {tab === 'keys' && <KeysBoard />}
          {tab === 'proposals' && <ProposalsBoard />}
          {tab === 'reviews' && <ReviewsBoard />}
          {tab === 'profile' && <ProfileBoard sellerId={signedIn.seller.id} />}
          {tab === 'statistics' && (
            <>
              <StatisticsBoard sellerId={signedIn.seller.id} />
              <OwnRatingWindows sellerId={signedIn.seller.id} />
            </>
          )}
        </>
      )}
    </SignedInSide>
  );
}

/** The orders tab's count of orders no one of the shop has opened; nothing when there are none. */
function UnopenedBadge() {
  const { t } = useTranslation('seller-workspace');
  const count = useUnopenedOrders(NEW_ORDERS_POLL_MS).data?.unopened ?? 0;
  if (count === 0) return null;
  return (
    <span className="seller-workspace__badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('orders.unopenedCount', { count })}</span>
    </span>
  );
}
