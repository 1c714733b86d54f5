import { ApiFailure, apiFailure, unwrap, type Result } from '../lib/api';
import { i18next } from '../lib/i18n';

/** The body of a call's 2xx answer, or an ApiFailure; a network failure says so in the shopper's language. */
export const bodyOf = <T>(call: Promise<Result<T>>): Promise<T> => unwrap(call, i18next.t('errors:network'));

/** The `data` of a 2xx answer's body, or an ApiFailure. */
export const dataOf = async <T extends { data: unknown }>(call: Promise<Result<T>>): Promise<T['data']> => (await bodyOf(call)).data;

/** A bodiless 204's call, which `bodyOf` would read as a failure: resolves once done, or an ApiFailure. */
export async function doneOf(call: Promise<Result<unknown>>): Promise<void> {
  const answer = await call.catch(() => {
    throw new ApiFailure(0, { message: i18next.t('errors:network') });
  });
  if (!answer.response.ok) throw apiFailure(answer.response.status, answer.error, i18next.t('errors:unexpected'));
}
