import cluster from 'node:cluster';
import { readConfig } from '../server/config';
import { closeOnSignals, prepareForWorkers, runWorkers, startServer, startWorker } from '../server/start-server';
import { buildIfStale } from './build-if-stale';

const config = readConfig();
const open = (processes: string) =>
  console.log(`Kramnytsia is open at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${processes})`);

if (cluster.isWorker) {
  const app = await startWorker(config);
  closeOnSignals(app, config.shutdownGraceSeconds);
} else {
  await buildIfStale(config.distDir);
  if (config.webConcurrency === 1) {
    const app = await startServer(config);
    open('one process');
    closeOnSignals(app, config.shutdownGraceSeconds);
  } else {
    // Migrations and the seed run here once, never in several workers at a time.
    await prepareForWorkers(config);
    await runWorkers(config.webConcurrency);
    open(`${config.webConcurrency} processes`);
  }
}
