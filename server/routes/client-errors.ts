import { errorResponses } from '../contract/common';
import { ClientErrorReport } from '../contract/client-errors';
import type { RoutePlugin } from './context';

/**
 * docs/product-rules.md#errors-and-notices: a page crashes for a shopper once, not every second, so an address
 * sends a few reports a minute (counted per address whatever session it makes up: server/http/fair-limits.ts),
 * each no larger than its schema's bounds need.
 */
export const CLIENT_ERRORS_PER_MINUTE = 10;
export const CLIENT_ERROR_BODY_MAX_BYTES = 32 * 1024;
/** What of a report the log keeps: enough to find the cause, never a whole stack per request. */
const SUMMARY = { message: 300, stackLines: 3, line: 200, path: 200, userAgent: 200 } as const;

type Report = { message: string; stack?: string; path: string };

/** A report as the log keeps it: its message and path cut short, the stack's first lines and its length. */
function reportSummary({ message, stack, path }: Report, userAgent: string | undefined) {
  const lines = stack?.split('\n') ?? [];
  return {
    message: message.slice(0, SUMMARY.message),
    path: path.slice(0, SUMMARY.path),
    top: lines.slice(0, SUMMARY.stackLines).map((line) => line.trim().slice(0, SUMMARY.line)),
    stackLines: lines.length,
    userAgent: userAgent?.slice(0, SUMMARY.userAgent),
  };
}

/** The app's error boundaries report here, so a page that crashed for shoppers shows up in the server log. */
export const clientErrorRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_MAX_BYTES,
      config: { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['client'],
        summary: `Report an error the app met while showing a page (a summary is logged, never stored); ${CLIENT_ERRORS_PER_MINUTE} a minute per address`,
        body: ClientErrorReport,
        response: { 204: { type: 'null', description: 'logged' }, ...errorResponses },
      },
    },
    async (req, reply) => {
      req.log.warn({ clientError: reportSummary(req.body, req.headers['user-agent']) }, 'client render error');
      return reply.status(204).send(null);
    },
  );
};
