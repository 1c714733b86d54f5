/**
 * Message tables for validation and business errors, in both languages, so the server can answer
 * `{ message, errors }` in the request's language (DESIGN "API conventions") with the very texts
 * the client would show. Ukrainian texts quoted in docs/product-rules.md#cabinet and 8 are exact.
 */
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from './limits';

import type { Lang } from './paths';
export type { Lang };

export type MessageKey =
  | 'required'
  | 'invalid'
  | 'generic'
  | 'birthYearMin'
  | 'birthYearMax'
  | 'minLength'
  | 'maxLength'
  | 'passwordMismatch'
  | 'missingCheckoutData'
  | 'wrongSmsCode'
  | 'invalidPromoCode'
  | 'checkoutDeclined'
  | 'notAddedToCart'
  | 'emptyQuery'
  | 'emptyData'
  | 'pageNotFound'
  | 'fileWrongFormat'
  | 'fileTooLarge'
  | 'fileUploadError';

export type MessageVars = Readonly<Record<string, string | number>>;

// Texts the spec gives in English (technical fallbacks) stay English in both languages, as written.
export const MESSAGES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = {
  uk: {
    required: "Обов'язкове поле",
    invalid: 'Введіть коректне значення',
    generic: '{field} is not valid.',
    birthYearMin: `min ${BIRTH_YEAR_MIN}`,
    birthYearMax: `max ${BIRTH_YEAR_MAX}`,
    // "Кількість символів: N" avoids choosing a plural form for N.
    minLength: 'Мінімальна кількість символів: {min}',
    maxLength: 'Максимальна кількість символів: {max}',
    passwordMismatch: 'Паролі не збігаються',
    missingCheckoutData: 'Заповніть всі необхідні дані',
    wrongSmsCode: 'Невірний код',
    invalidPromoCode: 'Неправильний промокод',
    checkoutDeclined: 'Щось пішло не так, замовлення не прийнято',
    notAddedToCart: 'Обраний товар не доданий до кошика',
    emptyQuery: 'Empty query',
    emptyData: 'Empty data error',
    pageNotFound: 'Page Not Found: {path}',
    fileWrongFormat: 'Недопустимий формат файлу',
    fileTooLarge: 'Файл занадто великий',
    fileUploadError: 'Помилка завантаження файлу',
  },
  ru: {
    required: 'Обязательное поле',
    invalid: 'Введите корректное значение',
    generic: '{field} is not valid.',
    birthYearMin: `min ${BIRTH_YEAR_MIN}`,
    birthYearMax: `max ${BIRTH_YEAR_MAX}`,
    minLength: 'Минимальное количество символов: {min}',
    maxLength: 'Максимальное количество символов: {max}',
    passwordMismatch: 'Пароли не совпадают',
    missingCheckoutData: 'Заполните все необходимые данные',
    wrongSmsCode: 'Неверный код',
    invalidPromoCode: 'Неправильный промокод',
    checkoutDeclined: 'Что-то пошло не так, заказ не принят',
    notAddedToCart: 'Выбранный товар не добавлен в корзину',
    emptyQuery: 'Empty query',
    emptyData: 'Empty data error',
    pageNotFound: 'Page Not Found: {path}',
    fileWrongFormat: 'Недопустимый формат файла',
    fileTooLarge: 'Файл слишком большой',
    fileUploadError: 'Ошибка загрузки файла',
  },
};

export function isLang(value: unknown): value is Lang {
  return value === 'uk' || value === 'ru';
}

/**
 * A placeholder without a value is left as "{name}" on purpose: a visible gap is found in review,
 * an empty string is not.
 */
export function messageFor(key: MessageKey, lang: Lang = 'uk', vars: MessageVars = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  );
}
