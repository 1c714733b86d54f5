/**
 * Runs Nova Poshta's fake API on 127.0.0.1 for the Nova Poshta journey (playwright.nova-poshta.config.ts), on
 * FAKE_NOVA_POSHTA_PORT, with the recorded cities and points of server/adapters/nova-poshta-fake.ts. A waybill it
 * makes is at once "created" when tracked, as Nova Poshta's are; `POST /parcels/{number}` with a StatusCode and a
 * Status moves that parcel, as the carrier does on its way. Test code: never in a store.
 */
import type { FakeAnswer, FakeRequest } from '../adapters/fake-http';
import { PARCEL_STATUSES, recordedAnswer, startFakeNovaPoshta } from '../adapters/nova-poshta-fake';

const CREATED = { StatusCode: '1', Status: 'Відправник самостійно створив цю накладну, але ще не надав до відправки' };

function answer(request: FakeRequest): FakeAnswer {
  if (request.path === '/health') return { status: 200, json: { ok: true } };
  const moved = /^\/parcels\/(\d{14})$/.exec(request.path);
  if (moved) {
    const { StatusCode, Status } = (request.body ?? {}) as { StatusCode?: string; Status?: string };
    if (!StatusCode) return { status: 400, json: { message: 'StatusCode is required' } };
    PARCEL_STATUSES.set(moved[1]!, { StatusCode, Status: Status ?? '' });
    return { status: 200, json: { ok: true } };
  }
  const reply = recordedAnswer({ ...request, body: request.body ?? {} });
  const body = request.body as { modelName?: string; calledMethod?: string } | null;
  if (body?.modelName === 'InternetDocument' && body.calledMethod === 'save' && typeof reply === 'object') {
    const made = (reply.json as { success: boolean; data: { IntDocNumber: string }[] }).data[0];
    if (made) PARCEL_STATUSES.set(made.IntDocNumber, CREATED);
  }
  return reply;
}

const port = Number(process.env.FAKE_NOVA_POSHTA_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('Set FAKE_NOVA_POSHTA_PORT');
const fake = await startFakeNovaPoshta(port, answer);
console.log(`fake Nova Poshta at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
