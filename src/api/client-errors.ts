import { api } from '../lib/api';
import type { RequestBodyOf } from './types';

type ClientError = RequestBodyOf<'/api/client-errors'>;

/** Writes an error the app met into the server's log; whether it arrived matters to nobody, so nothing is answered. */
export async function reportClientError(error: ClientError): Promise<void> {
  try {
    await api.POST('/api/client-errors', { body: error });
  } catch {
    // Offline or refused: nothing more to do for a report.
  }
}
