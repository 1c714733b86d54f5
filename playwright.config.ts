import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const db = `/tmp/kramnytsia-e2e-${port}.db`;

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself drives headless) runs the
 * same engine without the desktop browser around it: the same journeys cost about 40 % less CPU than in the full
 * browser (docs/decisions/0042-what-npm-test-runs-on.md). It has no push service, so the push journeys run in the full one.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const pushJourneys = /push\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // One results folder per port, so two runs on one machine do not delete each other's traces.
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace screencasts every step and nearly doubles each journey's CPU: a failure is traced on its
    // retry instead (CI retries once).
    trace: 'on-first-retry',
    // Registering the worker and precaching the shell costs every fresh context about a third of a journey; the
    // journeys that are about the service worker (offline, queued changes) allow it with `test.use`.
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: pushJourneys,
      use: { launchOptions: { executablePath: existsSync(headlessShell) ? headlessShell : chromium, args: CHROMIUM_FLAGS } },
    },
    { name: 'mobile-push', testMatch: pushJourneys, use: { launchOptions: { executablePath: chromium, args: CHROMIUM_FLAGS } } },
  ],
  webServer: {
    // A fresh database each run: the seed is deterministic, so the journeys see the same store every time.
    command: `rm -f ${db} ${db}-wal ${db}-shm && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/menu`,
    // Journeys share two cores with their browsers, whose load would make the store shed requests (a second of
    // event-loop lag is the limit): shedding is tested over the API (server/http/overload.test.ts), not here.
    // One process: a second worker would only compete with the browsers for the same two cores; several
    // workers are tested in scripts/start.test.ts and server/two-servers.postgres.test.ts.
    // Passwords hashed at scrypt's cheapest cost, as in the unit tests (server/services/auth/passwords.ts): at the store's
    // own, each sign-up, sign-in and password change of a journey takes a second of the two cores.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      WEB_CONCURRENCY: '1',
      PASSWORD_HASH_COST: '10',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
