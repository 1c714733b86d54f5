import { Migrator, type Migration } from 'kysely';
import type { Db } from './connection';
import * as catalog from './migrations/0001-catalog';
import * as shoppers from './migrations/0002-shoppers';
import * as search from './migrations/0003-search';
import * as favorites from './migrations/0004-favorites';
import * as cart from './migrations/0005-cart';
import * as checkout from './migrations/0006-checkout';
import * as orders from './migrations/0007-orders';
import * as profile from './migrations/0008-profile';
import * as cabinetExtras from './migrations/0010-cabinet-extras';
import * as conversations from './migrations/0011-conversations';
import * as autoPurchases from './migrations/0009-auto-purchases';
import * as orderComments from './migrations/0012-order-comments';
import * as valueKeys from './migrations/0013-value-keys';
import * as rateLimits from './migrations/0014-rate-limits';
import * as listingSummaries from './migrations/0015-listing-summaries';
import * as unlistedProducts from './migrations/0016-unlisted-products';
import * as catalogueVersion from './migrations/0017-catalogue-version';
import * as push from './migrations/0018-push';
import * as contactAndCooperation from './migrations/0019-contact-and-cooperation';
import * as affiliatePostbacks from './migrations/0020-affiliate-postbacks';
import * as sellerLegalDetails from './migrations/0022-seller-legal-details';
import * as promotions from './migrations/0023-promotions';
import * as sellerListingIndex from './migrations/0024-seller-listing-index';
import * as postgresSearchVectors from './migrations/0025-postgres-search-vectors';
import * as listingOrderIndexes from './migrations/0026-listing-order-indexes';
import * as idempotencyFingerprints from './migrations/0027-idempotency-fingerprints';
import * as oneReviewPerCustomer from './migrations/0028-one-review-per-customer';
import * as wholeHryvniaPrices from './migrations/0029-whole-hryvnia-prices';
import * as searchFoldsLetters from './migrations/0030-search-folds-letters';
import * as sellerUsers from './migrations/0031-seller-users';
import * as paymentProviderReferences from './migrations/0032-payment-provider-references';
import * as novaPoshta from './migrations/0033-nova-poshta';
import * as waybills from './migrations/0034-waybills';
import * as operators from './migrations/0035-operators';
import * as reportModeration from './migrations/0036-report-moderation';
import * as priceFeeds from './migrations/0037-price-feeds';
import * as sellerPauses from './migrations/0038-seller-pauses';
import * as sellerTeam from './migrations/0039-seller-team';
import * as productProposals from './migrations/0041-product-proposals';
import * as backOfficePromoCodes from './migrations/0042-back-office-promo-codes';
import * as customerSupport from './migrations/0044-customer-support';
import * as deliveryQuotesAndWaybillClaims from './migrations/0045-delivery-quotes-and-waybill-claims';
import * as contentEditing from './migrations/0043-content-editing';
import * as reviewModeration from './migrations/0040-review-moderation';
import * as onePerWaybill from './migrations/0051-one-order-per-waybill';
import * as proposalPhotos from './migrations/0054-proposal-photos';
import * as sellerNovaPoshtaAccounts from './migrations/0057-seller-nova-poshta-accounts';
import * as productPhotos from './migrations/0046-product-photos';
import * as sellerProfile from './migrations/0047-seller-profile';
import * as catalogueEditing from './migrations/0049-catalogue-editing';
import * as sellerOrderNotices from './migrations/0048-seller-order-notices';
import * as operatorInvitations from './migrations/0050-operator-invitations';
import * as promotionBanners from './migrations/0053-promotion-banners';
import * as sellerOffersIndexes from './migrations/0052-seller-offers-indexes';

/** Listed here rather than read from a folder so the bundle-free server and tests see the same set. */
const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-shoppers': shoppers,
  '0003-search': search,
  '0004-favorites': favorites,
  '0005-cart': cart,
  '0006-checkout': checkout,
  '0007-orders': orders,
  '0008-profile': profile,
  '0010-cabinet-extras': cabinetExtras,
  '0011-conversations': conversations,
  '0009-auto-purchases': autoPurchases,
  '0012-order-comments': orderComments,
  '0013-value-keys': valueKeys,
  '0014-rate-limits': rateLimits,
  '0015-listing-summaries': listingSummaries,
  '0016-unlisted-products': unlistedProducts,
  '0017-catalogue-version': catalogueVersion,
  '0018-push': push,
  '0019-contact-and-cooperation': contactAndCooperation,
  '0020-affiliate-postbacks': affiliatePostbacks,
  '0022-seller-legal-details': sellerLegalDetails,
  '0023-promotions': promotions,
  '0024-seller-listing-index': sellerListingIndex,
  '0025-postgres-search-vectors': postgresSearchVectors,
  '0026-listing-order-indexes': listingOrderIndexes,
  '0027-idempotency-fingerprints': idempotencyFingerprints,
  '0028-one-review-per-customer': oneReviewPerCustomer,
  '0029-whole-hryvnia-prices': wholeHryvniaPrices,
  '0030-search-folds-letters': searchFoldsLetters,
  '0031-seller-users': sellerUsers,
  '0032-payment-provider-references': paymentProviderReferences,
  '0033-nova-poshta': novaPoshta,
  '0034-waybills': waybills,
  '0035-operators': operators,
  '0036-report-moderation': reportModeration,
  '0037-price-feeds': priceFeeds,
  '0038-seller-pauses': sellerPauses,
  '0039-seller-team': sellerTeam,
  '0041-product-proposals': productProposals,
  '0042-back-office-promo-codes': backOfficePromoCodes,
  '0044-customer-support': customerSupport,
  '0045-delivery-quotes-and-waybill-claims': deliveryQuotesAndWaybillClaims,
  '0043-content-editing': contentEditing,
  '0040-review-moderation': reviewModeration,
  '0051-one-order-per-waybill': onePerWaybill,
  '0046-product-photos': productPhotos,
  '0047-seller-profile': sellerProfile,
  '0049-catalogue-editing': catalogueEditing,
  '0048-seller-order-notices': sellerOrderNotices,
  '0050-operator-invitations': operatorInvitations,
  '0053-promotion-banners': promotionBanners,
  '0054-proposal-photos': proposalPhotos,
  '0052-seller-offers-indexes': sellerOffersIndexes,
  '0057-seller-nova-poshta-accounts': sellerNovaPoshtaAccounts,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Whether the database lacks a migration this code needs: one is running, or this server is newer than its schema. */
export async function migrationsPending(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).some((migration) => migration.executedAt === undefined);
}
