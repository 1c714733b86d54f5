import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Thousands of test accounts: the production password cost (scrypt N=2^17) would make every sign-up slow.
    env: { PASSWORD_HASH_COST: '10' },
    globalSetup: ['./vitest.global-setup.ts'],
    environment: 'node',
    // Component tests opt in with a `// @vitest-environment happy-dom` line.
    pool: 'forks',
    // A busy 2-core machine makes tests slower, never red: no limit here is near what a test needs when idle.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
