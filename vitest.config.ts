import { defineConfig } from 'vitest/config';

/** Server tests that replace a module with `vi.mock`: in a shared module graph the real one may already be loaded. */
const MOCKS_MODULES = ['server/routes/auth-limits.test.ts'];
/** Server tests that render the app, whose modules keep the page being rendered (language, data, texts). */
const RENDERS_THE_APP = ['server/http/first-screen.test.ts'];

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
    // A busy 2-core machine makes tests slower, never red: no limit here is near what a test needs when idle.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'src/domain/**/*.test.ts'],
          exclude: [...MOCKS_MODULES, ...RENDERS_THE_APP],
          // Every server test file builds its own app over its own database copy, and the shop's rules
          // (src/domain) keep no state, so these files can share one module graph: importing Fastify, sharp and
          // pdfkit once per worker instead of once per file, and no fresh start for each small table of rules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/**/*.test.{ts,tsx}', ...MOCKS_MODULES, ...RENDERS_THE_APP],
          exclude: ['src/domain/**'],
          setupFiles: ['./vitest.component-setup.ts'],
          // Components keep state in module-level signals and i18next, and a `vi.mock` must apply before the
          // module is first imported: these files each start from fresh modules.
          // Component tests opt in with a `// @vitest-environment happy-dom` line.
        },
      },
    ],
  },
});
