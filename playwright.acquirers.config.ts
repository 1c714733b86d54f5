import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys through an outside acquirer's pay page (tests/acquirers): the store started with PAYMENT_PROVIDER set
 * to ACQUIRER (`liqpay` or `monobank`), and that acquirer's fake (server/testing/serve-fake-acquirer.ts) five ports
 * above it. One acquirer a run: `npm run test:e2e:acquirers` runs both, one after the other.
 */
const acquirer = process.env.ACQUIRER === 'monobank' ? 'monobank' : 'liqpay';
const port = Number(process.env.E2E_PORT ?? 8090);
const fakePort = port + 5;
const fakeUrl = `http://127.0.0.1:${fakePort}`;
const store = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;
// The same values as server/testing/serve-fake-acquirer.ts's JOURNEY_KEYS: the store and its fake must agree.
const keys: Record<string, string> =
  acquirer === 'liqpay'
    ? { LIQPAY_PUBLIC_KEY: 'sandbox_i000000001', LIQPAY_PRIVATE_KEY: 'journey_private_key', LIQPAY_API_URL: fakeUrl }
    : { MONOBANK_TOKEN: 'journey-monobank-token', MONOBANK_API_URL: fakeUrl };

export default defineConfig({
  ...base,
  testDir: 'tests/acquirers',
  testMatch: `${acquirer}.spec.ts`,
  outputDir: `test-results/${acquirer}-${port}`,
  projects: [{ ...base.projects![0]!, name: acquirer, testIgnore: undefined }],
  webServer: [
    {
      command: 'node --import tsx server/testing/serve-fake-acquirer.ts',
      url: `${fakeUrl}/health`,
      env: { FAKE_ACQUIRER: acquirer, FAKE_ACQUIRER_PORT: String(fakePort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    { ...store, env: { ...store.env, PAYMENT_PROVIDER: acquirer, PUBLIC_URL: `http://127.0.0.1:${port}`, ...keys } },
  ],
});
