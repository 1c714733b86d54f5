import type { FastifyError, FastifyInstance } from 'fastify';
import { messageFor } from '../../src/domain/messages';
import { requestLang } from './lang';
import { errorText, type ErrorText } from './texts';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof ApiError) {
      const body: ErrorBody = { message: errorText(lang, error.text) };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const errors: FieldErrors = {};
      for (const issue of error.validation as AjvIssue[]) {
        const key = issue.keyword === 'required' ? 'required' : 'invalid';
        (errors[fieldOf(issue)] ??= []).push(messageFor(key, lang));
      }
      return reply.status(400).send({ message: errorText(lang, 'badRequest'), errors } satisfies ErrorBody);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: errorText(lang, 'badJson') } satisfies ErrorBody);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error(error);
    const text: ErrorText = status === 429 ? 'tooManyRequests' : status >= 500 ? 'server' : 'badRequest';
    return reply.status(status).send({ message: errorText(lang, text) } satisfies ErrorBody);
  });
}
