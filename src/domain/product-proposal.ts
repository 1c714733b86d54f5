/**
 * A seller's proposed new product (docs/product-rules.md#proposed-products): the form's rules, the same on the
 * workspace's form and on the server, so the seller is told every bad field at once before anything is sent.
 */
import { VENDOR_CODE_MAX } from './price-feed';
import { STOCK_MAX } from './seller-offers';

const PROPOSAL_TITLE_MIN = 3;
const PROPOSAL_TITLE_MAX = 200;
const PROPOSAL_DESCRIPTION_MIN = 10;
const PROPOSAL_DESCRIPTION_MAX = 5000;
const PROPOSAL_BRAND_MIN = 2;
const PROPOSAL_BRAND_MAX = 60;
/** A refusal's reason, as short as the back office's other reasons. */
export const PROPOSAL_REASON_MAX = 300;
/** Whole hryvnias, as every price of the store; the same ceiling the price feeds keep. */
const PROPOSAL_PRICE_MAX = 10_000_000;
const PROPOSAL_STOCK_MAX = STOCK_MAX;
const PROPOSAL_VALUES_MAX = 50;
export { VENDOR_CODE_MAX };

export type ProposalStatus = 'waiting' | 'accepted' | 'refused';

/** What the seller sends; numbers may come as the form's text. */
export interface ProposalInput {
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  category_id: number | null;
  /** an existing brand, or null with `brand_name` for a new one */
  brand_id: number | null;
  brand_name: string;
  value_ids: number[];
  price: number | null;
  stock: number | null;
  vendor_code: string;
}

/** Why a field is refused: a key of the `errors` texts of the proposed-products namespace. */
export type ProposalProblem =
  | 'titleLength'
  | 'descriptionLength'
  | 'categoryRequired'
  | 'brandRequired'
  | 'brandLength'
  | 'price'
  | 'stock'
  | 'vendorCode'
  | 'tooManyValues';

export type ProposalField = keyof ProposalInput;

const length = (text: string, min: number, max: number) => {
  const n = text.trim().length;
  return n >= min && n <= max;
};

/**
 * The form's own problems, field by field (none: an empty object). What needs the catalogue (the category is a
 * leaf, the brand and values exist, the vendor code is free) the server checks after these.
 */
export function proposalProblems(input: ProposalInput): Partial<Record<ProposalField, ProposalProblem>> {
  const problems: Partial<Record<ProposalField, ProposalProblem>> = {};
  for (const lang of ['uk', 'ru'] as const) {
    if (!length(input[`title_${lang}`], PROPOSAL_TITLE_MIN, PROPOSAL_TITLE_MAX)) problems[`title_${lang}`] = 'titleLength';
    if (!length(input[`description_${lang}`], PROPOSAL_DESCRIPTION_MIN, PROPOSAL_DESCRIPTION_MAX))
      problems[`description_${lang}`] = 'descriptionLength';
  }
  if (input.category_id === null) problems.category_id = 'categoryRequired';
  if (input.brand_id === null) {
    if (input.brand_name.trim() === '') problems.brand_name = 'brandRequired';
    else if (!length(input.brand_name, PROPOSAL_BRAND_MIN, PROPOSAL_BRAND_MAX)) problems.brand_name = 'brandLength';
  }
  if (input.value_ids.length > PROPOSAL_VALUES_MAX) problems.value_ids = 'tooManyValues';
  const { price, stock } = input;
  if (price === null || !Number.isSafeInteger(price) || price < 1 || price > PROPOSAL_PRICE_MAX) problems.price = 'price';
  if (stock === null || !Number.isSafeInteger(stock) || stock < 0 || stock > PROPOSAL_STOCK_MAX) problems.stock = 'stock';
  const code = input.vendor_code.trim();
  if (code === '' || code.length > VENDOR_CODE_MAX) problems.vendor_code = 'vendorCode';
  return problems;
}

/** A number the form's field holds: digits only (no sign, no fraction), else null, which the rules refuse. */
export function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}
