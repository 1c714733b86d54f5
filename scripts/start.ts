import { readConfig } from '../server/config';
import { closeOnSignals, startServer } from '../server/start-server';
import { buildIfStale } from './build-if-stale';

const config = readConfig();
await buildIfStale(config.distDir);
const app = await startServer(config);
console.log(`Kramnytsia is open at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
closeOnSignals(app, config.shutdownGraceSeconds);
