/**
 * What an admin types into the back office's catalogue (docs/product-rules.md#catalogue-in-the-back-office): the forms
 * check these before sending and the server (server/services/operator/catalogue-editing.ts) by the same bounds, so a
 * field is refused with the same words on both sides.
 */
import { rules, type FieldCheck, type FormRules } from './form-rules';
import { validationText } from './validation-texts';

export const CATALOGUE_NAME_MAX = 100;
export const SEO_TEXT_MAX = 5000;
export const COUNTRY_MAX = 100;
/** A brand's or a characteristic's address part, as the content editor's slugs read. */
export const CATALOGUE_SLUG = /^[a-z0-9][a-z0-9-]*$/;
export const CATALOGUE_SLUG_MAX = 100;

type Values = Record<string, string>;

const name = rules('required', ['maxLength', CATALOGUE_NAME_MAX]);
const upTo = (max: number) => rules(['maxLength', max]);
const slug: FieldCheck<Values> = (value, _values, lang) => {
  const typed = value.trim();
  if (typed === '') return validationText('required', lang);
  return CATALOGUE_SLUG.test(typed) && typed.length <= CATALOGUE_SLUG_MAX ? null : validationText('invalid', lang);
};

type CategoryValues = { name_uk: string; name_ru: string; description_uk: string; description_ru: string };
export const categoryRules: FormRules<CategoryValues> = {
  name_uk: name,
  name_ru: name,
  description_uk: upTo(SEO_TEXT_MAX),
  description_ru: upTo(SEO_TEXT_MAX),
};

export type BrandValues = {
  name: string;
  slug: string;
  country_uk: string;
  country_ru: string;
  description_uk: string;
  description_ru: string;
};
export const brandRules: FormRules<BrandValues> = {
  name,
  slug,
  country_uk: upTo(COUNTRY_MAX),
  country_ru: upTo(COUNTRY_MAX),
  description_uk: upTo(SEO_TEXT_MAX),
  description_ru: upTo(SEO_TEXT_MAX),
};

/** A new characteristic: its slug, which never changes, and its names. */
export const attributeRules: FormRules<{ slug: string; name_uk: string; name_ru: string }> = { slug, name_uk: name, name_ru: name };
/** A characteristic renamed. */
export const attributeNameRules: FormRules<{ name_uk: string; name_ru: string }> = { name_uk: name, name_ru: name };
/** A value, new or renamed. */
export const valueRules: FormRules<{ value_uk: string; value_ru: string }> = { value_uk: name, value_ru: name };
