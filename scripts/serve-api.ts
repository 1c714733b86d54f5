import { readConfig } from '../server/config';
import { startServer } from '../server/start-server';

/** The API alone, for `npm run dev` (Vite serves the app). */
await startServer(readConfig());
