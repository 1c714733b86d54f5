import type { ColumnType, Generated } from 'kysely';
import type { CancelReason, OrderStatus } from '../../src/domain/order-status';
import type { TrackingStage } from '../../src/domain/waybill';

// Text a shopper reads exists in both languages (`*_uk`, `*_ru`); the request's language picks the column.

/** 0 or 1: SQLite has no boolean, and PostgreSQL reads an integer the same way. */
type Flag = number;

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  name_uk: string;
  name_ru: string;
  description_uk: string;
  description_ru: string;
  sort: number;
  is_show_quiz: Flag;
  /** the operator hid it (migration 0049) */
  hidden: Generated<Flag>;
  /** shoppers see it: neither it nor a category above it is hidden */
  listed: Generated<Flag>;
}

export interface BrandTable {
  id: number;
  name: string;
  slug: string;
  is_popular: Flag;
  country_uk: string;
  country_ru: string;
  description_uk: string;
  description_ru: string;
  /** the operator hid it and its goods (migration 0049) */
  hidden: Generated<Flag>;
}

export interface SellerTable {
  id: number;
  shop_name: string;
  about_uk: string;
  about_ru: string;
  phone: string;
  email: string;
  address_uk: string;
  address_ru: string;
  /** JSON: [{ days_uk, days_ru, hours }] */
  schedule: string;
  /** 0..5 with one decimal, kept as tenths so both databases compare exactly */
  rating_x10: number;
  reviews_count: number;
  created_at: string;
  /** the business behind the shop: 'ТОВ «…»' or 'ФОП …'; '' until given */
  legal_name: Generated<string>;
  /** ЄДРПОУ of a company, РНОКПП of a sole trader; '' until given */
  legal_code: Generated<string>;
  /** ISO time the back office paused the seller, null while it sells (migration 0038) */
  paused_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** why it is paused, as the admin wrote it; '' when it is not */
  pause_reason: Generated<string>;
  /** the shop's return terms, as the owner writes them (migration 0047); '' until given */
  returns_uk: Generated<string>;
  returns_ru: Generated<string>;
  /** the server-made name of the owner's uploaded logo; null: the drawn initials */
  logo_file: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A seller's own Nova Poshta account (migration 0057): its key, never shown back, and the sender it lists. */
export interface SellerNovaPoshtaAccountTable {
  seller_id: number;
  api_key: string;
  sender_ref: string;
  contact_ref: string;
  city_ref: string;
  /** the branch the seller's parcels are handed in at, as the account lists it */
  address_ref: string;
  /** digits, 380… */
  phone: string;
  set_at: string;
}

export interface CityTable {
  id: number;
  name_uk: string;
  name_ru: string;
  region_uk: string;
  region_ru: string;
  is_capital: Flag;
  /** ordering of "top cities" */
  population: number;
  lat: number;
  lng: number;
  /** Nova Poshta's Ref of the city, for the cities its sync brings or matched by name */
  np_ref: string | null;
}

export interface DeliveryTypeTable {
  id: number;
  code: string;
  title_uk: string;
  title_ru: string;
  /** 'office': pickup point or parcel locker; 'address': courier */
  kind: 'office' | 'address';
  is_by_provider: Flag;
  free_from_kop: number | null;
  default_price_kop: number;
}

export interface PickupPointTable {
  id: number;
  city_id: number;
  delivery_type_id: number;
  title_uk: string;
  title_ru: string;
  address_uk: string;
  address_ru: string;
  lat: number;
  lng: number;
  /** JSON, the shape of sellers.schedule: [{ days_uk, days_ru, hours }] */
  schedule: string;
  /** Nova Poshta's Ref of the branch or locker, for the points its sync brings */
  np_ref: string | null;
}

/** Nova Poshta's price and day for one parcel route (server/services/delivery/delivery-quotes.ts). */
export interface DeliveryQuoteTable {
  /** sender city, recipient city, service, declared hryvnias and kilograms */
  quote_key: string;
  /** whole hryvnias in kopecks, rounded down; null: Nova Poshta gave no price when last asked */
  price_kop: number | null;
  /** yyyy-mm-dd, the day Nova Poshta expects the parcel there */
  delivery_date: string | null;
  /** when the price was given */
  quoted_at: string | null;
  /** when Nova Poshta was last asked */
  checked_at: string;
}

/** A sync of a carrier's points (server/jobs/nova-poshta-sync.ts): where it stands, so a crashed run resumes. */
export interface DeliverySyncTable {
  provider: string;
  /** 'cities', then 'points', then 'done' */
  phase: 'cities' | 'points' | 'done';
  next_page: number;
  cities_synced: number;
  points_synced: number;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
  /** the last failure, cleared when a page is written */
  error: string | null;
}

export interface WarehouseTable {
  id: number;
  seller_id: number;
  city_id: number;
  title_uk: string;
  title_ru: string;
}

export interface AttributeTable {
  id: number;
  slug: string;
  name_uk: string;
  name_ru: string;
  sort: number;
  /** the operator hid it from shoppers (migration 0049) */
  hidden: Generated<Flag>;
}

export interface AttributeValueTable {
  id: number;
  attribute_id: number;
  value_uk: string;
  value_ru: string;
  sort: number;
  /** language-neutral name of the value ('dog', 'cat'), for matching it to data outside the catalogue */
  key: string | null;
  /** the operator hid it from shoppers (migration 0049) */
  hidden: Generated<Flag>;
}

/** The goods themselves; each seller's offer of one is a row of `products`. */
export interface BaseProductTable {
  id: number;
  category_id: number;
  brand_id: number;
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  media_count: number;
  rating_x10: number;
  reviews_count: number;
  popularity: number;
  created_at: string;
  /** Kept by refreshBaseProductSummary so listings sort and filter without a join per row; the best offer's price. */
  min_price_kop: number;
  best_product_id: number;
  in_stock: Flag;
  /** The sellers' photos (migration 0046): a JSON array of stored photo keys, main first; '[]' shows the drawn picture. */
  photo_keys: ColumnType<string, string | undefined, string>;
  /** whose photos they are: only that seller changes them while there are any */
  photo_seller_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BaseProductValueTable {
  base_product_id: number;
  value_id: number;
}

/**
 * One cell of the catalogue (a category and a brand) as its listing shows it unnarrowed: kept by
 * refreshListingSummaries in the transaction of every change to base products, their values or prices.
 */
export interface ListingCellTable {
  category_id: number;
  brand_id: number;
  products: number;
  min_price_kop: number;
  max_price_kop: number;
}

/** How many base products of one cell carry a characteristic value. */
export interface ListingCellValueTable {
  category_id: number;
  brand_id: number;
  value_id: number;
  products: number;
}

/** A seller's offer of a base product from one warehouse: what /product/{id} shows and the cart holds. */
export interface ProductTable {
  id: number;
  base_product_id: number;
  seller_id: number;
  warehouse_id: number;
  price_kop: number;
  old_price_kop: number | null;
  stock: number;
  min_cart_quantity: number;
  delivery_days: number;
  created_at: string;
  /** The seller's own code of the offer, unique per seller: price feeds match their lines by it. */
  vendor_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewTable {
  id: Generated<number>;
  base_product_id: number;
  customer_id: number | null;
  author_name: string;
  rating: number;
  advantages: string;
  disadvantages: string;
  text: string;
  created_at: string;
  /** docs/product-rules.md#review-moderation (migration 0040) */
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  prior_status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  hidden_reason: ColumnType<string, string | undefined, string>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** the seller's public answer; empty while unanswered */
  reply_text: ColumnType<string, string | undefined, string>;
  reply_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** the seller whose offer the review was written on: it answers the review */
  seller_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** ReviewModerationStatus in src/domain/review-moderation.ts */
type ReviewStatus = 'new' | 'pending' | 'approved' | 'hidden';

/** One row (id 1): whether new reviews wait for a moderator before they are shown (migration 0040). */
export interface ReviewModerationSettingsTable {
  id: number;
  premoderation: Flag;
}

export interface PromoCodeTable {
  id: number;
  code: string;
  discount_percent: number | null;
  discount_kop: number | null;
  min_total_kop: number;
  /** digits only; a code tied to a phone is usable after sign-in or verification of that phone */
  phone: string | null;
  expires_at: string;
  usage_limit: number;
  used_count: number;
  /** the first instant it works; null: since it was made (migration 0042) */
  starts_at: string | null;
  /** set while an admin holds it back */
  paused_at: string | null;
  /** how many checkouts one buyer's phone may use it in; 0: no cap */
  per_phone_limit: Generated<number>;
}

/** docs/product-rules.md#promotions (migration 0023) */
export interface PromotionTable {
  id: Generated<number>;
  slug: string;
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  terms_uk: string;
  terms_ru: string;
  starts_at: string;
  ends_at: string;
  promo_code_id: number | null;
  /** the uploaded banner picture's key (migration 0053); null: the banner is drawn of the title and description */
  banner_key: string | null;
}

/** a category a promotion covers; the seed lists a covered branch's every category */
export interface PromotionCategoryTable {
  promotion_id: number;
  category_id: number;
}

export interface PromotionProductTable {
  promotion_id: number;
  base_product_id: number;
}

export interface BlogCategoryTable {
  id: number;
  slug: string;
  name_uk: string;
  name_ru: string;
  sort: number;
}

export interface BlogTagTable {
  id: number;
  slug: string;
  name_uk: string;
  name_ru: string;
}

export interface BlogArticleTable {
  id: number;
  category_id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  excerpt_uk: string;
  excerpt_ru: string;
  body_uk: string;
  body_ru: string;
  /** an instant; for a published article ahead of now, when it goes public (migration 0043) */
  published_at: string;
  /** `draft` or `published` (docs/product-rules.md#content) */
  state: Generated<ArticleState>;
  /** 0 while a scheduled article's time has not been announced to the caches */
  went_live: Generated<number>;
  /** its last change: the sitemap's lastmod */
  updated_at: Generated<string>;
}

export type ArticleState = 'draft' | 'published';

export interface BlogArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface GuideArticleTable {
  id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  body_uk: string;
  body_ru: string;
  sort: number;
  /** when the text last changed (migration 0019): the sitemap's lastmod */
  updated_at: Generated<string>;
  /** as a blog article's (migration 0043) */
  state: Generated<ArticleState>;
  went_live: Generated<number>;
  published_at: Generated<string>;
}

export interface MediaSliderItemTable {
  id: number;
  /**
   * the spot: the home page's tabs, banner or mini_banner, or `category`: the banners of the category pages that the
   * promotion it leads to covers
   */
  place: 'tabs' | 'banner' | 'mini_banner' | 'category';
  title_uk: string;
  title_ru: string;
  subtitle_uk: string;
  subtitle_ru: string;
  /** a path inside the store, language-neutral (the client adds /ru) */
  url: string;
  sort: number;
}

export interface CustomerTable {
  id: Generated<number>;
  /** digits only */
  phone: string;
  name: string;
  surname: string;
  patronymic: string;
  email: string | null;
  birth_day: string | null;
  gender: number | null;
  /** scrypt; null until the customer creates a password */
  password_hash: string | null;
  created_at: string;
  /** set while an admin has the account blocked (migration 0044): it cannot sign in and has no sessions */
  blocked_at: string | null;
  /** why it is blocked, for the back office; '' when it is not */
  block_reason: Generated<string>;
}

/** How a customer came to be signed in: the login, the end of a registration, or a password reset. */
export type SignInMethod = 'password' | 'registration' | 'reset';

/** One sign-in of a customer, kept for support (migration 0044). */
export interface CustomerSignInTable {
  id: Generated<number>;
  customer_id: number;
  method: SignInMethod;
  created_at: string;
}

/** Who moved an order along: its seller, or the expiry of its online payment. */
export type OrderStatusChanger = 'seller' | 'payment';

/** One change of an order's status after it was placed (migration 0044); the placing is the order's created_at. */
export interface OrderStatusChangeTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  changed_by: OrderStatusChanger;
  created_at: string;
}

export interface CustomerSessionTable {
  /** sha256 of the token the `token` cookie carries */
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
}

export interface ReviewPhotoTable {
  id: Generated<number>;
  review_id: number;
  /** server-made name of the stored file */
  file_name: string;
  mime: string;
  size: number;
  /** read from the file itself, so the page reserves the thumbnail's space before it loads */
  width: number;
  height: number;
  sort: number;
}

/** A complaint about an offer, or a report of wrong characteristics (`kind`). */
export interface ProductComplaintTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  kind: 'complaint' | 'characteristics';
  /** a complaint's reason code (COMPLAINT_REASONS); for a characteristics report, the characteristic's name or '' */
  reason: string;
  text: string;
  /** digits of a phone, an e-mail, or '' when the shopper wants no answer */
  contact: string;
  created_at: string;
  /** open until a moderator decides: resolved (acted on) or dismissed (nothing to do) */
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  decided_at: string | null;
  decided_by: number | null;
}

export interface StockSubscriptionTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  phone: string | null;
  email: string | null;
  status: 'waiting' | 'to_notify' | 'notified';
  created_at: string;
  /** the shopper's language when subscribing (migration 0018): the SMS or e-mail speaks it */
  lang: Generated<string>;
}

export interface CompareSessionTable {
  /** server-issued 128-bit random id (32 hex digits), sent back as compare-session */
  id: string;
  /** the owner once a customer uses the list; only that customer opens it then (unique) */
  customer_id: number | null;
  created_at: string;
}

export interface CompareItemTable {
  session_id: string;
  product_id: number;
  created_at: string;
}

export interface IdempotencyKeyTable {
  /** what the key belongs to, e.g. 'review' or 'cart:{session}', so keys never collide across writes */
  scope: string;
  key: string;
  status: number;
  /** the JSON answer replayed for a repeated key */
  body: string;
  /** a digest of the method, path and body the key was first sent with; null on keys stored before it was kept */
  fingerprint: string | null;
  created_at: string;
}

/**
 * Search (migration 0003). `search_documents` is a view: what each base product is found by, folded
 * (apostrophes dropped, ё read as е). On SQLite `search_index` is its FTS5 index; rowid = base product id.
 */
export interface SearchDocumentView {
  base_product_id: number;
  title_uk: string;
  title_ru: string;
  brand: string;
  category_uk: string;
  category_ru: string;
}

export interface SearchIndexTable extends Omit<SearchDocumentView, 'base_product_id'> {
  rowid: number;
}

/** PostgreSQL only (migration 0025): a base product's document as full-text vectors ranked for each language. */
export interface SearchVectorTable {
  base_product_id: number;
  uk: string;
  ru: string;
}

export interface SearchHistoryTable {
  id: Generated<number>;
  /** `customer:{id}` for a signed-in customer, else `uid:{X-MultiSearch-Id}` */
  owner: string;
  query: string;
  created_at: string;
}

/** Favourites (migration 0004): a customer's lists; the heart fills the default one. */
export interface FavoriteListTable {
  id: Generated<number>;
  customer_id: number;
  /** null: the default list's name in the reader's language, until the customer names it */
  name: string | null;
  /** the list the heart on a product adds to; one per customer */
  is_default: Flag;
  /** random url-safe id (128 bits) of the list's public page /favorites/share/{share_id} */
  share_id: string;
  /** 1: anyone with the link sees the list; 0: closed, the link answers 404 */
  is_shared: Flag;
  created_at: string;
}

export interface FavoriteItemTable {
  list_id: number;
  product_id: number;
  created_at: string;
}

/** The cart (migration 0005): a session id the server issued names it; a customer's cart carries the customer. */
export interface CartTable {
  /** server-issued 128-bit random id (32 hex digits), sent back as cart-session */
  id: string;
  /** null for a guest; one cart per customer */
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CartItemTable {
  cart_id: string;
  product_id: number;
  qty: number;
  added_at: string;
}

/** Checkout (migration 0006): what the default SMS provider sent, one-time codes, proofs of a verified phone. */
export interface SmsOutboxTable {
  id: Generated<number>;
  /** digits only, 380XXXXXXXXX */
  phone: string;
  text: string;
  purpose: string;
  created_at: string;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  /** what the code may be used for, e.g. 'checkout'; a code never serves another purpose */
  purpose: string;
  /** HMAC-SHA256 of purpose, phone and code under the server secret */
  code_hash: string;
  /** checks made so far; the code is dead after 5 */
  attempts: number;
  expires_at: string;
  /** set by the one successful check: a code works once */
  used_at: string | null;
  created_at: string;
  /** the address that asked for it, for the per-address send limit */
  ip: string;
}

export interface PhoneVerificationTable {
  /** sha256 of the verification_token the client holds */
  token_hash: string;
  phone: string;
  purpose: string;
  verified_at: string;
  expires_at: string;
}

/** Orders (migration 0007): one per seller per checkout; the checkout's orders share `checkout_id`. */
export interface PaymentMethodTable {
  id: number;
  /** 'card' (online, through the payment provider) or 'cash_on_delivery' */
  code: string;
  title_uk: string;
  title_ru: string;
  is_online: Flag;
  sort: number;
}

export type OrderKind = 'checkout' | 'fast' | 'repeat';
/** what the seller did with it; an order comment is allowed only once it is 'fulfilled' */
export type { OrderStatus };
/**
 * docs/product-rules.md#payment-and-the-thank-you-page "Thank-you labels"; 'refunded': the money went back to the
 * shopper (an acquirer's reversal, or the refund of a cancelled order)
 */
export type PaymentStatus = 'new' | 'success' | 'fail' | 'downloaded' | 'refunded';

export interface OrderTable {
  id: Generated<number>;
  /** random id shared by the orders of one checkout (one Idempotency-Key, one payment, one thank-you page) */
  checkout_id: string;
  /** null for a guest, and after the customer deleted the account */
  customer_id: number | null;
  seller_id: number;
  warehouse_id: number;
  lang: string;
  kind: OrderKind;
  status: OrderStatus;
  /** null for a fast order: the seller calls back and agrees on it */
  payment_method_id: number | null;
  payment_status: PaymentStatus;
  /** customer_data; blanked when the account is deleted */
  buyer_name: string;
  buyer_surname: string;
  /** digits only */
  buyer_phone: string;
  buyer_email: string;
  recipient_name: string;
  recipient_surname: string;
  recipient_patronymic: string;
  recipient_phone: string;
  recipient_comment: string;
  delivery_type_id: number | null;
  city_id: number | null;
  pickup_point_id: number | null;
  address_street: string;
  address_house: string;
  address_floor: string;
  items_total_kop: number;
  discount_kop: number;
  /** null: priced by the carrier on delivery */
  delivery_price_kop: number | null;
  /** items - discount + delivery (when known) */
  total_kop: number;
  promo_code_id: number | null;
  utm_source: string;
  admitad_uid: string;
  /** random; lets the thank-you page of a guest download the receipt */
  receipt_token: string;
  created_at: string;
  fulfilled_at: string | null;
  /** when the store asked the acquirer for the money back of this online-paid order its seller cancelled */
  refunded_at: string | null;
  /** the Nova Poshta waybill (ТТН) its seller gave on sending it; one order's per carrier (migration 0051) */
  waybill: string | null;
  /** whose numbering the waybill follows: 'nova_poshta', the one carrier that numbers parcels today */
  waybill_carrier: Generated<string>;
  /** where the parcel last was, by the tracking job (src/domain/waybill.ts TRACKING_STAGES) */
  tracking_stage: TrackingStage | null;
  tracked_at: string | null;
  /** the process making this order's waybill: a random token, and when it took the order (migration 0045) */
  waybill_claim: string | null;
  waybill_claimed_at: string | null;
  /** why its seller cancelled it, and the seller's note (the reason "other" requires one) (migration 0048) */
  cancel_reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
  cancel_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the shop first opened it on its board; null: the orders tab counts it as not opened */
  seller_opened_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  order_id: number;
  product_id: number;
  base_product_id: number;
  title_uk: string;
  title_ru: string;
  price_kop: number;
  qty: number;
}

export interface PaymentSessionTable {
  /** random, in the payment page's URL */
  id: string;
  checkout_id: string;
  amount_kop: number;
  /** 'refunded': paid, then all of it went back (a reversal, every order's refund, or a late payment's) */
  status: 'new' | 'success' | 'fail' | 'refunded';
  lang: string;
  created_at: string;
  updated_at: string;
  /** the acquirer's own id of the payment (Monobank's invoiceId); null for the sandbox and LiqPay, which use ours */
  provider_ref: string | null;
  /** the acquirer's page for this payment, once it made one */
  page_url: string | null;
  /** the acquirer's time of the last status applied: a callback from before it changes nothing */
  provider_at: string | null;
  /** when the acquirer reported the money returned */
  refunded_at: string | null;
  /** when the payment, never finished, expired and its orders gave their stock back */
  expired_at: string | null;
}

/** A saved recipient (docs/product-rules.md#checkout "Recipient contact"); seller_id ties it to one shop's orders. */
export interface CustomerContactTable {
  id: Generated<number>;
  customer_id: number;
  seller_id: number | null;
  name: string;
  surname: string;
  patronymic: string;
  phone: string;
  created_at: string;
}

/** A saved delivery (docs/product-rules.md#cabinet): a pickup point, or a courier address. */
export interface CustomerDeliveryTable {
  id: Generated<number>;
  customer_id: number;
  seller_id: number | null;
  delivery_id: number;
  city_id: number;
  delivery_warehouse_id: number | null;
  street: string;
  house: string;
  flat: string;
  created_at: string;
}

/** A seller's key to /api/seller-api; only its sha256 is kept. */
/** A key to the seller API (migration 0039): shown once, kept as its sha256, named and told apart by its last 4 characters. */
export interface SellerApiKeyTable {
  id: Generated<number>;
  key_hash: string;
  seller_id: number;
  name: string;
  last4: string;
  created_at: string;
  last_used_at: string | null;
}

/** A manager invited by a seller's owner and not yet joined (migration 0039); the link's token is kept as its sha256. */
export interface SellerInvitationTable {
  id: Generated<number>;
  seller_id: number;
  /** 380XXXXXXXXX */
  phone: string;
  name: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** Someone who works in a seller's workspace (migration 0030). */
export interface SellerUserTable {
  id: Generated<number>;
  seller_id: number;
  /** 380XXXXXXXXX */
  phone: string;
  name: string;
  role: 'owner' | 'manager';
  password_hash: string;
  created_at: string;
}

export interface SellerSessionTable {
  /** sha256 of the token the `seller_token` cookie carries */
  token_hash: string;
  seller_user_id: number;
  created_at: string;
  expires_at: string;
}

/** A chat of a customer with a seller: 'regular' (optionally about an offer) or about one 'order'. */
export interface ConversationTable {
  id: Generated<number>;
  customer_id: number;
  seller_id: number;
  kind: 'regular' | 'order';
  product_id: number | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationMessageTable {
  id: Generated<number>;
  conversation_id: number;
  author: 'customer' | 'seller';
  text: string;
  created_at: string;
  read_at: string | null;
}

/** A signed-in customer's viewed goods (migration 0010): one row per goods, the latest view wins. */
export interface CustomerRecentViewTable {
  customer_id: number;
  base_product_id: number;
  viewed_at: string;
}

/** docs/product-rules.md#cabinet "Pet". */
export interface PetTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
  gender: 'boy' | 'girl' | null;
  sterilized: Flag;
  breed: string;
  /** a pet_type value key of the catalogue: 'dog' | 'cat' */
  type: string | null;
  created_at: string;
}

/** A password change waiting for its SMS code (migration 0008); one per customer. */
export interface PasswordChangeTable {
  customer_id: number;
  /** scrypt of the new password */
  password_hash: string;
  created_at: string;
}

/** An order comment (migration 0012): the customer's review of the seller of one fulfilled order. */
export interface OrderCommentTable {
  id: Generated<number>;
  order_id: number;
  /** null after the customer deleted the account */
  customer_id: number | null;
  seller_id: number;
  service_rating: number;
  delivery_rating: number;
  /** docs/product-rules.md#cabinet: price and availability relevance */
  relevance_rating: number;
  text: string;
  created_at: string;
  /** docs/product-rules.md#review-moderation (migration 0040) */
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  prior_status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  hidden_reason: ColumnType<string, string | undefined, string>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** the seller's public answer; empty while unanswered */
  reply_text: ColumnType<string, string | undefined, string>;
  reply_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Auto purchases (migration 0009): lists bought again every interval_days from start_date. */
export interface AutoPurchaseListTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  interval_days: number;
  /** YYYY-MM-DD in the shop's time zone */
  start_date: string;
  /** the list a product joins when none is named; one per customer */
  is_default: Flag;
  created_at: string;
}

export interface AutoPurchaseItemTable {
  id: Generated<number>;
  list_id: number;
  product_id: number;
  qty: number;
  created_at: string;
}

/** Hits counted in a fixed window per bucket and key (server/services/auth/rate-limits.ts), shared by every server process. */
export interface RateLimitHitTable {
  bucket: string;
  key: string;
  hits: number;
  /** ISO time the window ends */
  ends_at: string;
}

/** One row (id 1): the catalogue's version, raised by triggers on every change to what shoppers browse (migration 0017). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** Web push (migration 0018, docs/decisions/0030-web-push.md): the store's VAPID key pair, one row (id 1). */
export interface PushKeyTable {
  id: number;
  /** base64url, the uncompressed P-256 point browsers subscribe with */
  public_key: string;
  private_key: string;
  created_at: string;
}

/** What a notice is about; each can be turned off (docs/product-rules.md#notifications). */
export type NotificationKind = 'stock' | 'order' | 'chat' | 'price';

/** One browser's push subscription, upserted by endpoint. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  endpoint: string;
  /** base64url P-256 public key of the browser (65 bytes) */
  p256dh: string;
  /** base64url auth secret (16 bytes) */
  auth: string;
  lang: string;
  /** null for a guest */
  customer_id: number | null;
  /** a seller user's device, told of its shop's new orders (migration 0048); null otherwise */
  seller_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  wants_stock: Generated<Flag>;
  wants_order: Generated<Flag>;
  wants_chat: Generated<Flag>;
  wants_price: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A browser that follows a back-in-stock reminder (a guest's, right after asking for it). */
export interface PushStockReminderTable {
  push_subscription_id: number;
  stock_subscription_id: number;
}

/** A browser that follows the orders of one checkout (a guest's, right after placing them). */
export interface PushCheckoutTable {
  push_subscription_id: number;
  checkout_id: string;
}

/** A customer's switches for every kind of notice; no row: all on. */
export interface NotificationSettingsTable {
  customer_id: number;
  wants_stock: Generated<Flag>;
  wants_order: Generated<Flag>;
  wants_chat: Generated<Flag>;
  wants_price: Generated<Flag>;
}

export type NotificationChannel = 'push' | 'sms' | 'email';
/** queued → sending (claimed) → sent; back to queued after a failure, failed after the last attempt; gone when the browser unsubscribed */
export type NotificationJobStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'gone';

/** A notice to send off the request path (server/jobs/). */
export interface NotificationJobTable {
  id: Generated<number>;
  kind: NotificationKind;
  channel: NotificationChannel;
  push_subscription_id: number | null;
  /** a phone's digits for SMS, an address for e-mail */
  contact: string | null;
  /** JSON, already in the subscriber's language: a push message, or an SMS's or e-mail's text */
  payload: string;
  status: NotificationJobStatus;
  attempts: number;
  /** ISO time: when a queued job is due, or when a claimed one counts as abandoned */
  next_attempt_at: string;
  last_error: string | null;
  dedupe_key: string;
  created_at: string;
  updated_at: string;
}

/** What the default e-mail provider sent (migration 0018), like sms_outbox. */
export interface EmailOutboxTable {
  id: Generated<number>;
  address: string;
  subject: string;
  text: string;
  purpose: string;
  created_at: string;
}

/** A message from the contact page (migration 0019). */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  contact: string;
  message: string;
  lang: string;
  created_at: string;
}

/** A partner's request to sell on the marketplace, from the cooperation page (migration 0019). */
export interface CooperationRequestTable {
  id: Generated<number>;
  company: string;
  contact_person: string;
  phone: string;
  email: string;
  goods: string;
  website: string;
  lang: string;
  created_at: string;
  status: Generated<CooperationStatus>;
  /** the operators' own notes on the request */
  note: Generated<string>;
  /** the seller made when the request was accepted */
  seller_id: number | null;
}

export type CooperationStatus = 'new' | 'in_progress' | 'accepted' | 'refused';

/** The marketplace's own team (migration 0032). */
export interface OperatorUserTable {
  id: Generated<number>;
  /** 380XXXXXXXXX */
  phone: string;
  name: Generated<string>;
  role: 'admin' | 'moderator';
  /** '' until a password is set: the account signs in by a one-time link */
  password_hash: Generated<string>;
  created_at: string;
  /** set when an admin removed them: the row stays for the audit log, the account signs in no more (migration 0050) */
  removed_at: string | null;
}

/** An operator invited from the back office and not yet joined (migration 0050); the link's token is kept as its sha256. */
export interface OperatorInvitationTable {
  id: Generated<number>;
  /** 380XXXXXXXXX */
  phone: string;
  role: 'admin' | 'moderator';
  name: Generated<string>;
  token_hash: string;
  invited_by: number;
  created_at: string;
  expires_at: string;
}

export interface OperatorSessionTable {
  /** sha256 of the token the `operator_token` cookie carries */
  token_hash: string;
  operator_user_id: number;
  created_at: string;
  expires_at: string;
}

/** A one-time sign-in link, for an operator user or a seller user; kept as the sha256 of its token. */
export interface SignInLinkTable {
  token_hash: string;
  kind: 'operator' | 'seller';
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** What an operator did: the subject is e.g. `cooperation:12`; before and after are JSON, '' for nothing. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_user_id: number;
  action: string;
  subject: string;
  before: string;
  after: string;
  created_at: string;
}

/** What the default affiliate postback recorded (migration 0020): one row per paid order an affiliate brought. */
export interface AffiliatePostbackTable {
  order_id: number;
  total: number;
  aduid: string;
  created_at: string;
}

export interface Database {
  categories: CategoryTable;
  brands: BrandTable;
  sellers: SellerTable;
  seller_nova_poshta_accounts: SellerNovaPoshtaAccountTable;
  cities: CityTable;
  delivery_types: DeliveryTypeTable;
  pickup_points: PickupPointTable;
  delivery_syncs: DeliverySyncTable;
  delivery_quotes: DeliveryQuoteTable;
  warehouses: WarehouseTable;
  attributes: AttributeTable;
  attribute_values: AttributeValueTable;
  base_products: BaseProductTable;
  base_product_values: BaseProductValueTable;
  listing_cells: ListingCellTable;
  listing_cell_values: ListingCellValueTable;
  products: ProductTable;
  reviews: ReviewTable;
  review_moderation_settings: ReviewModerationSettingsTable;
  promo_codes: PromoCodeTable;
  promotions: PromotionTable;
  promotion_categories: PromotionCategoryTable;
  promotion_products: PromotionProductTable;
  blog_categories: BlogCategoryTable;
  blog_tags: BlogTagTable;
  blog_articles: BlogArticleTable;
  blog_article_tags: BlogArticleTagTable;
  guide_articles: GuideArticleTable;
  media_slider_items: MediaSliderItemTable;
  customers: CustomerTable;
  customer_sessions: CustomerSessionTable;
  customer_sign_ins: CustomerSignInTable;
  order_status_changes: OrderStatusChangeTable;
  review_photos: ReviewPhotoTable;
  product_complaints: ProductComplaintTable;
  stock_subscriptions: StockSubscriptionTable;
  compare_sessions: CompareSessionTable;
  compare_items: CompareItemTable;
  idempotency_keys: IdempotencyKeyTable;
  search_documents: SearchDocumentView;
  search_index: SearchIndexTable;
  search_vectors: SearchVectorTable;
  search_history: SearchHistoryTable;
  favorite_lists: FavoriteListTable;
  favorite_items: FavoriteItemTable;
  auto_purchase_lists: AutoPurchaseListTable;
  auto_purchase_items: AutoPurchaseItemTable;
  carts: CartTable;
  cart_items: CartItemTable;
  sms_outbox: SmsOutboxTable;
  sms_codes: SmsCodeTable;
  phone_verifications: PhoneVerificationTable;
  payment_methods: PaymentMethodTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payment_sessions: PaymentSessionTable;
  customer_contacts: CustomerContactTable;
  customer_deliveries: CustomerDeliveryTable;
  order_comments: OrderCommentTable;
  password_changes: PasswordChangeTable;
  seller_api_keys: SellerApiKeyTable;
  seller_users: SellerUserTable;
  seller_invitations: SellerInvitationTable;
  seller_sessions: SellerSessionTable;
  operator_users: OperatorUserTable;
  operator_invitations: OperatorInvitationTable;
  price_feeds: PriceFeedTable;
  product_proposals: ProductProposalTable;
  operator_sessions: OperatorSessionTable;
  sign_in_links: SignInLinkTable;
  audit_log: AuditLogTable;
  conversations: ConversationTable;
  conversation_messages: ConversationMessageTable;
  customer_recent_views: CustomerRecentViewTable;
  pets: PetTable;
  rate_limit_hits: RateLimitHitTable;
  catalogue_version: CatalogueVersionTable;
  push_keys: PushKeyTable;
  contact_messages: ContactMessageTable;
  cooperation_requests: CooperationRequestTable;
  push_subscriptions: PushSubscriptionTable;
  push_stock_reminders: PushStockReminderTable;
  push_checkouts: PushCheckoutTable;
  notification_settings: NotificationSettingsTable;
  notification_jobs: NotificationJobTable;
  email_outbox: EmailOutboxTable;
  affiliate_postbacks: AffiliatePostbackTable;
}

export interface PriceFeedTable {
  id: Generated<number>;
  seller_id: number;
  status: 'checked' | 'queued' | 'applying' | 'applied' | 'failed';
  format: 'yml' | 'csv';
  changes: string;
  refused: string;
  counts: string;
  applied: Generated<number>;
  lease_until: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A seller's proposed new product (migration 0041), waiting for a moderator until accepted or refused. */
export interface ProductProposalTable {
  id: Generated<number>;
  seller_id: number;
  status: Generated<'waiting' | 'accepted' | 'refused'>;
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  category_id: number;
  /** an existing brand; null when `brand_name` names a new one */
  brand_id: number | null;
  brand_name: Generated<string>;
  /** JSON array of attribute value ids */
  value_ids: string;
  price_kop: number;
  stock: number;
  vendor_code: string;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  refusal_reason: Generated<string>;
  /** JSON array of stored photo keys, main first (migration 0054); accepting gives them to the base product */
  photo_keys: Generated<string>;
  /** what accepting made, so an undo takes exactly those rows away */
  base_product_id: number | null;
  product_id: number | null;
  created_brand_id: number | null;
}
