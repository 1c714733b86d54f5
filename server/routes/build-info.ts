import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errorResponses } from '../contract/common';
import { BuildInfo } from '../contract/seo';
import type { RoutePlugin } from './context';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** When the served build was made: its shell page is written last. null when the store serves no build. */
function builtAt(distDir: string): string | null {
  try {
    return statSync(join(distDir, 'index.html')).mtime.toISOString();
  } catch {
    return null;
  }
}

/** /test/test (docs/product-rules.md#routes-and-screens): which version of the store answers, and from which build. */
export const buildInfoRoutes: RoutePlugin = async (app, { config }) => {
  app.get(
    '/api/test/build',
    {
      schema: {
        tags: ['build-info'],
        summary: 'The app’s version and when the served build was made',
        response: { 200: BuildInfo, ...errorResponses },
      },
    },
    async () => ({ data: { version, built_at: builtAt(config.distDir) } }),
  );
};
