/**
 * Runs one fake acquirer on 127.0.0.1 for the acquirer journeys (playwright.acquirers.config.ts): FAKE_ACQUIRER is
 * `liqpay` or `monobank`, FAKE_ACQUIRER_PORT its port, and the keys are the ones the journeys' store is given.
 * Its pay page posts the callback to the store over HTTP, as the real acquirer does. Test code: never in a store.
 */
import { fakeLiqpay } from './liqpay.fake';
import { fakeMonobank } from './monobank.fake';

const JOURNEY_KEYS = {
  liqpay: { publicKey: 'sandbox_i000000001', privateKey: 'journey_private_key' },
  monobankToken: 'journey-monobank-token',
} as const;

const port = Number(process.env.FAKE_ACQUIRER_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('Set FAKE_ACQUIRER_PORT');
const fake = process.env.FAKE_ACQUIRER === 'monobank' ? fakeMonobank(JOURNEY_KEYS.monobankToken) : fakeLiqpay(JOURNEY_KEYS.liqpay);
const url = await fake.listen(port);
console.log(`fake ${process.env.FAKE_ACQUIRER ?? 'liqpay'} at ${url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
