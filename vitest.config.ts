import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Server tests that replace a module with `vi.mock`: in a shared module graph the real one may already be loaded. */
const MOCKS_MODULES = ['server/routes/auth-limits.test.ts'];
/** Server tests that render the app, whose modules keep the page being rendered (language, data, texts). */
const RENDERS_THE_APP = ['server/http/first-screen.test.ts', 'server/http/page-description.test.ts', 'server/routes/blog-pages.test.ts'];

/**
 * The API tests: every server test file that builds its app with `createTestApp`, which puts the app on the engine
 * the environment names (server/testing/app.ts). Tests about SQLite itself (its statement cache, WAL and files shared
 * by two processes) open their own SQLite files instead, so they are not among these.
 */
const API_TESTS = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .map((file) => `server/${file}`)
  .filter((file) => file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('createTestApp('));
/**
 * The check that the client's API types match the route schemas: the shared shapes are named by a registry filled as
 * the contract modules load, and in a module graph other test files loaded first (in whatever order the worker got
 * them) it once came out without some of the names. Alone, it sees the contract as `npm run gen:api` does.
 */
const READS_THE_WHOLE_CONTRACT = ['scripts/api-types.test.ts'];
const NEEDS_FRESH_MODULES = [...MOCKS_MODULES, ...RENDERS_THE_APP, ...READS_THE_WHOLE_CONTRACT];

/**
 * The API tests again with each test app on a fresh PostgreSQL database, so a query only SQLite accepts cannot
 * land: defined when TEST_POSTGRES_URL names a server where the tests may create databases (.ci/postgres.sh).
 * Two projects, sharing modules or not as the SQLite runs do; `--project 'api-on-postgres*'` runs both.
 */
const API_ON_POSTGRES = process.env.TEST_POSTGRES_URL
  ? [
      { name: 'api-on-postgres', include: API_TESTS, exclude: NEEDS_FRESH_MODULES, isolate: false },
      { name: 'api-on-postgres-isolated', include: API_TESTS.filter((file) => NEEDS_FRESH_MODULES.includes(file)) },
    ].map((test) => ({ extends: true as const, test: { ...test, env: { TEST_DATABASE_ENGINE: 'postgres' } } }))
  : [];

export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Thousands of test accounts: the production password cost (scrypt N=2^17) would make every sign-up slow.
    env: { PASSWORD_HASH_COST: '10' },
    globalSetup: ['./vitest.global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest leaves one core idle by default; on a 2-core machine that halves the run.
    maxWorkers: 2,
    // Each worker transformed every TypeScript file it imports again on every run (about 40 s of the run's CPU);
    // kept on disk by content, a file is transformed again only when it changed. A clean clone starts without it.
    experimental: { fsModuleCache: true },
    // A busy 2-core machine makes tests slower, never red: no limit here is near what a test needs when idle.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api-on-sqlite',
          include: API_TESTS,
          exclude: NEEDS_FRESH_MODULES,
          // Every API test file builds its own app over its own database copy, so these files can share one module
          // graph: importing Fastify, sharp and pdfkit once per worker instead of once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-and-rules',
          include: ['server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'src/domain/**/*.test.ts'],
          exclude: [...API_TESTS, ...NEEDS_FRESH_MODULES],
          // The shop's rules (src/domain) keep no state, nor do the server's own modules under test here: one module
          // graph per worker, and no fresh start for each small table of rules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/domain/**'],
          setupFiles: ['./vitest.component-setup.ts'],
          // Components keep state in module-level signals and i18next: each file starts from fresh modules, in a
          // fresh VM context of a worker that lives on, which costs half what a fresh worker per file does.
          // Component tests opt in with a `// @vitest-environment happy-dom` line.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // A `vi.mock` must apply before the module is first imported, and the server's modules want Node's own
          // globals, which a VM context lacks: a fresh worker thread per file.
          include: NEEDS_FRESH_MODULES,
          pool: 'threads',
        },
      },
      ...API_ON_POSTGRES,
    ],
  },
});
