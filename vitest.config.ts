import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    environment: 'node',
    // Component tests opt in with a `// @vitest-environment happy-dom` line.
    pool: 'forks',
    testTimeout: 30_000,
  },
});
