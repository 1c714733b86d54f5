import { spawn } from 'node:child_process';

/** Vite serves the app with hot reload and proxies /api and /media to the API server, which tsx restarts on change. */
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'scripts/serve-api.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DIST_DIR: 'no-dist' },
  }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && (stop(), process.exit(code))));
