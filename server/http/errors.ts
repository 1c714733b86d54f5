import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '../../src/domain/paths';
import { validationText } from '../../src/domain/validation-texts';
import { DomainError, type FieldProblems } from '../services/platform/domain-errors';
import { requestLang } from './lang';
import { errorText, type ErrorText } from '../i18n/texts';

/** Every problem of a request at once, so a form can mark all its bad fields in one answer. */
export const AJV_OPTIONS = { coerceTypes: 'array', removeAdditional: false, allErrors: true } as const;

export type FieldErrors = Record<string, string[]>;

/** The body of every error answer: the client shows `message`, then each entry of `errors` as its own notice. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** An expected failure a route reports; the text key is translated for the request. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ErrorText,
    readonly errors?: FieldErrors,
  ) {
    super(text);
  }
}

/** The status that says what kind of refusal a domain error is. */
const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  notFound: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
  refused: 422,
  busy: 503,
};

/** Each field's problems in the request's language, in the words the app's own forms use. */
function fieldTexts(fields: FieldProblems, lang: Lang): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, problems]) => [
      field,
      problems.map((problem) =>
        'rule' in problem ? validationText(problem.rule, lang, problem.vars) : errorText(lang, problem.reason, problem.vars),
      ),
    ]),
  );
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path || 'body';
}

/** Records as the parsers build them: plain objects and the query parser's prototype-less ones (not buffers or streams). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** Where `value` holds a number that is not finite, as AJV would name those places. */
function nonFiniteNumbers(value: unknown, path = '', found: AjvIssue[] = []): AjvIssue[] {
  if (typeof value === 'number' && !Number.isFinite(value)) found.push({ instancePath: path, keyword: 'type', params: {} });
  else if (Array.isArray(value)) value.forEach((item, i) => nonFiniteNumbers(item, `${path}/${i}`, found));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) nonFiniteNumbers(item, `${path}/${key}`, found);
  return found;
}

/**
 * A request past a rate limit: the message, and the seconds to wait as `resend_in` and in Retry-After (the limiter
 * sets the header; a minute when it did not), so routes whose 429 promises `resend_in` (the SMS sends) get it too.
 */
function tooManyRequests(lang: Lang, reply: FastifyReply): ErrorBody & { resend_in: number } {
  const header = Number(reply.getHeader('retry-after'));
  const seconds = Number.isInteger(header) && header > 0 ? header : 60;
  reply.header('retry-after', String(seconds));
  return { message: errorText(lang, 'tooManyRequests'), resend_in: seconds };
}

export function registerErrorHandling(app: FastifyInstance): void {
  // AJV's coercion turns the strings "Infinity", "-Infinity" and "1e309" (any that overflows) into an
  // infinite number and then skips the integer check and the field's bounds, which it applies to finite
  // numbers only (ajv-validator/ajv#2212), so such a query, path or body value would pass validation. No
  // client value may be infinite: any one left after validation fails the request as a bad field.
  app.addHook('preHandler', async (req) => {
    const issues = [req.query, req.params, req.body].flatMap((part) => nonFiniteNumbers(part));
    if (issues.length > 0) throw Object.assign(new Error('a number is not finite'), { validation: issues, statusCode: 400 });
  });
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof ApiError) {
      const body: ErrorBody = { message: errorText(lang, error.text) };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof DomainError) {
      const body: ErrorBody = { message: errorText(lang, error.reason, error.vars) };
      if (error.fields) body.errors = fieldTexts(error.fields, lang);
      return reply.status(DOMAIN_STATUS[error.kind]).send(body);
    }
    if (error.validation) {
      const errors: FieldErrors = {};
      for (const issue of error.validation as AjvIssue[]) {
        const texts = (errors[fieldOf(issue)] ??= []);
        const text = validationText(issue.keyword === 'required' ? 'required' : 'invalid', lang);
        // A value that fits none of a union's forms fails each of them: the shopper reads it once.
        if (!texts.includes(text)) texts.push(text);
      }
      return reply.status(400).send({ message: errorText(lang, 'badRequest'), errors } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: errorText(lang, 'badJson') } satisfies ErrorBody);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send(tooManyRequests(lang, reply));
    if (status >= 500) req.log.error(error);
    const text: ErrorText = status === 413 ? 'bodyTooLarge' : status >= 500 ? 'server' : 'badRequest';
    return reply.status(status).send({ message: errorText(lang, text) } satisfies ErrorBody);
  });
}
