/** Listing answers for the catalogue's tests: a category page with two products unless told otherwise. */
import type { CategoryPageData, ProductsBlock } from '../../api/catalog';

type Card = ProductsBlock['content'][number];

export function card(id: number, over: Partial<Card> = {}): Card {
  return {
    id,
    base_product_id: id,
    title: `Product ${id}`,
    image: { src: `/media/p/${id}.svg`, width: 400, height: 400, alt: `Product ${id}` },
    price: 100 * id,
    old_price: null,
    rate: 4,
    reviews_count: 0,
    in_stock: true,
    offers_count: 1,
    seller: { id: 1, shop_name: 'Shop' },
    attributes: [
      { name: 'Volume', value: '10 ml' },
      { name: 'Spectrum', value: 'Full' },
      { name: 'Taste', value: 'Mint' },
    ],
    ...over,
  };
}

export function categoryPage(
  over: { products?: Partial<ProductsBlock>; data?: Partial<CategoryPageData['data']>; redirect_path?: string | null } = {},
): CategoryPageData {
  const products: ProductsBlock = {
    content: [card(1), card(2)],
    pagination: { current_page: 1, last_page: 3, per_page: 2, total: 6 },
    selected_filters: {
      brands: [{ id: 3, name: 'Green Meadow' }],
      characteristics: [{ id: 12, value: '10%', attribute_id: 4, attribute: 'Концентрація' }],
    },
    filters: {
      brands: [
        { id: 3, name: 'Green Meadow', is_popular: true, count: 4, is_checked: true },
        { id: 7, name: 'Nordic Leaf', is_popular: false, count: 0, is_checked: false },
      ],
      characteristics: [{ id: 4, name: 'Концентрація', values: [{ id: 12, value: '10%', count: 6, is_checked: true }] }],
      price: { minPrice: 100, maxPrice: 900, minCurrentPrice: 200, maxCurrentPrice: 900 },
    },
    ...over.products,
  };
  return {
    data: {
      id: 5,
      h1: 'CBD oils',
      view_type_catalog: 'tile',
      card_attributes_count: 2,
      sort: [
        { value: 'popular', title: 'По популярності', url: '/catalog/c5', is_checked: true },
        { value: 'cheap', title: 'Від дешевих до дорогих', url: '/catalog/c5?sort=cheap', is_checked: false },
      ],
      products,
      isLeaf: true,
      sub_catalog: [],
      virtual_children: [],
      block_links: [],
      block: { title: 'About', text: 'Text' },
      popular_products: [card(9)],
      widgets: [],
      banners: [
        {
          id: 1,
          title: 'Sale',
          subtitle: '',
          url: '/catalog/c1',
          image: { src: '/media/banner/1.svg', width: 800, height: 400, alt: 'Sale' },
        },
      ],
      is_show_quiz: true,
      quiz_attributes: [{ id: 4, name: 'Концентрація', values: [{ id: 12, value: '10%' }] }],
      ...over.data,
    },
    seo: {
      title: 'CBD oils',
      desc: '',
      seo_text: '',
      canonical: 'http://localhost/catalog/c5',
      index: true,
      follow: true,
      og_image: null,
      h1: 'CBD oils',
      id: 5,
    },
    breadcrumbs: [{ title: 'CBD oils', url: '/catalog/c5' }],
    google: [],
    redirect_path: over.redirect_path ?? null,
  };
}
