import { unwrap, type Result } from '../lib/api';
import { i18next } from '../lib/i18n';

/** The body of a call's 2xx answer, or an ApiFailure; a network failure says so in the shopper's language. */
export const bodyOf = <T>(call: Promise<Result<T>>): Promise<T> => unwrap(call, i18next.t('errors:network'));

/** The `data` of a 2xx answer's body, or an ApiFailure. */
export const dataOf = async <T extends { data: unknown }>(call: Promise<Result<T>>): Promise<T['data']> => (await bodyOf(call)).data;
