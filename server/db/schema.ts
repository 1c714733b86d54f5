import type { Generated } from 'kysely';

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
}

export interface AttributeValueTable {
  id: number;
  attribute_id: number;
  value_uk: string;
  value_ru: string;
  sort: number;
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
}

export interface BaseProductValueTable {
  base_product_id: number;
  value_id: number;
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
  published_at: string;
}

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
}

export interface MediaSliderItemTable {
  id: number;
  /** the spot on the home page: main_page tabs, banner or mini_banner */
  place: 'tabs' | 'banner' | 'mini_banner';
  title_uk: string;
  title_ru: string;
  subtitle_uk: string;
  subtitle_ru: string;
  /** a path inside the store, language-neutral (the client adds /ru) */
  url: string;
  sort: number;
}

export interface Database {
  categories: CategoryTable;
  brands: BrandTable;
  sellers: SellerTable;
  cities: CityTable;
  delivery_types: DeliveryTypeTable;
  pickup_points: PickupPointTable;
  warehouses: WarehouseTable;
  attributes: AttributeTable;
  attribute_values: AttributeValueTable;
  base_products: BaseProductTable;
  base_product_values: BaseProductValueTable;
  products: ProductTable;
  reviews: ReviewTable;
  promo_codes: PromoCodeTable;
  blog_categories: BlogCategoryTable;
  blog_tags: BlogTagTable;
  blog_articles: BlogArticleTable;
  blog_article_tags: BlogArticleTagTable;
  guide_articles: GuideArticleTable;
  media_slider_items: MediaSliderItemTable;
}
