import { errorResponses } from '../contract/common';
import { ClientErrorReport } from '../contract/client-errors';
import type { RoutePlugin } from './context';

/** The app's error boundaries report here, so a page that crashed for shoppers shows up in the server log. */
export const clientErrorRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/client-errors',
    {
      schema: {
        tags: ['client'],
        summary: 'Report an error the app met while showing a page (logged, never stored)',
        body: ClientErrorReport,
        response: { 204: { type: 'null', description: 'logged' }, ...errorResponses },
      },
    },
    async (req, reply) => {
      req.log.warn({ clientError: req.body, userAgent: req.headers['user-agent'] }, 'client render error');
      return reply.status(204).send(null);
    },
  );
};
