import { unwrap, type Result } from '../lib/api';
import { i18next } from '../lib/i18n';

/** The answer of a call, or an ApiFailure; a network failure says so in the shopper's language. */
export const answer = <T>(call: Promise<Result<T>>): Promise<T> => unwrap(call, i18next.t('errors:network'));

/** The `data` of an answer. */
export const answerData = async <T extends { data: unknown }>(call: Promise<Result<T>>): Promise<T['data']> => (await answer(call)).data;
