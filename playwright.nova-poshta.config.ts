import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The Nova Poshta journey (tests/nova-poshta): the store started with Nova Poshta's API pointed at its fake
 * (server/testing/serve-fake-nova-poshta.ts, six ports above it), the store's sender set so sellers make waybills,
 * and parcels tracked every 2 seconds, so a move of the parcel reaches the buyer's cabinet within the journey.
 */
const port = Number(process.env.E2E_PORT ?? 8090);
const fakePort = port + 6;
const fakeUrl = `http://127.0.0.1:${fakePort}`;
const store = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;
// The fake's key (server/adapters/nova-poshta-fake.ts FAKE_API_KEY), and a sender in Lviv with its branch.
const novaPoshta: Record<string, string> = {
  NOVA_POSHTA_API_KEY: 'fake-nova-poshta-key',
  NOVA_POSHTA_URL: fakeUrl,
  NOVA_POSHTA_SENDER_REF: '6e9acced-d072-11e3-95eb-0050568046cd',
  NOVA_POSHTA_SENDER_CONTACT_REF: '6ea0a5fa-d072-11e3-95eb-0050568046cd',
  NOVA_POSHTA_SENDER_CITY_REF: 'db5c88e0-391c-11dd-90d9-001a92567626',
  NOVA_POSHTA_SENDER_ADDRESS_REF: '169227f3-e1c2-11e3-8c4a-0050568002cf',
  NOVA_POSHTA_SENDER_PHONE: '380671234567',
  NOVA_POSHTA_TRACKING_SECONDS: '2',
};

export default defineConfig({
  ...base,
  testDir: 'tests/nova-poshta',
  outputDir: `test-results/nova-poshta-${port}`,
  projects: [{ ...base.projects![0]!, name: 'nova-poshta', testIgnore: undefined }],
  webServer: [
    {
      command: 'node --import tsx server/testing/serve-fake-nova-poshta.ts',
      url: `${fakeUrl}/health`,
      env: { FAKE_NOVA_POSHTA_PORT: String(fakePort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    { ...store, env: { ...store.env, ...novaPoshta } },
  ],
});
