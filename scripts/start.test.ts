import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate, seededTemplate } from '../server/testing/database';
import { COMPILED_SERVER, compileServer } from './compile-server';

/**
 * `npm start` as an operator runs it, stopped the ways a terminal, systemd or a container stops it: the
 * request in flight gets its answer, and the store exits 0 with its database closed.
 */

const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-start-'));
const database = join(dir, 'store.db');
const distDir = join(dir, 'dist');

beforeAll(async () => {
  // The run's seeded catalogue, so the first start migrates it instead of seeding its own (seconds each run).
  copyTemplate(await seededTemplate(inject('templateFolder'), 400), database);
  // A "build" newer than every source, so start serves it instead of running Vite.
  mkdirSync(join(distDir, 'server'), { recursive: true });
  copyFileSync('index.html', join(distDir, 'index.html'));
  // Its server-rendering entry renders nothing: pages go out as the shell, which is all these tests need.
  writeFileSync(
    join(distDir, 'server', 'entry-server.js'),
    "export const renderer = { renderPage: () => Promise.reject(new Error('not built')), sendApiRequestsWith: () => {} };\n",
  );
  const future = new Date(Date.now() + 10 * 365 * 86_400_000);
  utimesSync(join(distDir, 'index.html'), future, future);
});
// A failed test must not leave its store running: whatever is left of a group goes.
const groups: number[] = [];
afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // the whole group has already exited
    }
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface Store {
  npm: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startStore(env: Record<string, string> = {}): Promise<Store> {
  const port = await freePort();
  // Its own process group, as a terminal or a service manager gives it: npm, its shell and the server.
  const npm = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database, DIST_DIR: distDir, LOG_LEVEL: 'warn', ...env },
  });
  groups.push(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.on('exit', (code, signal) => resolve({ code, signal })),
  );
  while (!output.includes('Kramnytsia is open at')) {
    if (npm.exitCode !== null) throw new Error(`npm start ended before serving:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { npm, port, output: () => output, exited };
}

const BODY = JSON.stringify({ product_id: 1, qty: 2 });

/** A write whose body is only half sent: the server has taken it (answered 100 Continue) and waits for the rest. */
async function halfSentWrite(port: number) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: '/api/cart/update',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY), expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  req.flushHeaders();
  await once(req, 'continue');
  req.write(BODY.slice(0, 10));
  return { finish: () => req.end(BODY.slice(10)), answer };
}

/** Resolves once the store no longer accepts connections: the stop has begun. */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/menu', agent: false }, (res) => {
          res.resume();
          resolve(false);
        })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
        // With several workers the primary may take a connection during the stop and hand it to nobody: that
        // is not a refusal yet, so give up on it and ask again.
        .setTimeout(1000, function (this: http.ClientRequest) {
          this.destroy();
        });
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Each test starts a whole store: npm, the build's check (a tsx process), the compiled server, and with workers
 * three processes. On a loaded 2-core machine (seen: a load of 16 during CI's second Node run) starting a store under
 * tsx alone once took most of the usual minute.
 */
const STARTS_A_STORE = { timeout: 180_000 };
/** `npm start` serving from its own process: what a stop does to workers is the group's and the primary's tests. */
const ONE_PROCESS = { WEB_CONCURRENCY: '1' };

describe('npm start stops gracefully', STARTS_A_STORE, () => {
  // The group's stop reaches the default store (a worker per core); npm's own forwards its signal to whatever it
  // started, so one process shows it as well and costs a third of a store's start.
  it.each([
    [
      'SIGTERM to the whole process group (Ctrl-C in a terminal, systemd)',
      {},
      (npm: ChildProcess): void => void process.kill(-npm.pid!, 'SIGTERM'),
    ],
    ['SIGTERM to npm alone (a container stop)', ONE_PROCESS, (npm: ChildProcess): void => void process.kill(npm.pid!, 'SIGTERM')],
  ])('%s: the request in flight is answered, the database closed, the exit code 0', async (_, env, stop) => {
    const store = await startStore(env);
    const write = await halfSentWrite(store.port);
    stop(store.npm);
    await refusesConnections(store.port);
    write.finish();
    const { status, body, connection } = await write.answer;
    // The answer closes its connection, so the client's keep-alive does not hold the stop for seconds.
    expect({
      status,
      connection,
      items: JSON.parse(body).items?.map((i: { product_id: number; qty: number }) => [i.product_id, i.qty]),
    }).toEqual({
      status: 200,
      connection: 'close',
      items: [[1, 2]],
    });
    expect(await store.exited, store.output()).toEqual({ code: 0, signal: null });
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(`${database}-wal`)).toBe(false);
  });

  it('a request that never finishes holds the stop only for SHUTDOWN_GRACE_SECONDS, and the exit code says it was cut', async () => {
    const store = await startStore({ ...ONE_PROCESS, SHUTDOWN_GRACE_SECONDS: '1' });
    const write = await halfSentWrite(store.port);
    process.kill(-store.npm.pid!, 'SIGTERM');
    await expect(write.answer).rejects.toThrow();
    expect((await store.exited).code).toBe(1);
    expect(store.output()).toContain('Requests still open 1 s after SIGTERM: cutting them');
  });
});

/** GETs on fresh connections: node:cluster hands each new connection to the next worker in turn. */
async function getOnNewConnections(port: number, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push(
      await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/menu', agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          })
          .on('error', reject);
      }),
    );
  }
  return statuses;
}

describe('npm start with WEB_CONCURRENCY=2', STARTS_A_STORE, () => {
  it('two worker processes answer, and a stop sent to the primary alone closes both cleanly', async () => {
    const store = await startStore({ WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    expect(store.output()).toContain('(2 processes)');
    expect(await getOnNewConnections(store.port, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    const answeredBy = new Set(
      store
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(store.npm.pid!)).toBe(false);

    // Both workers write to one SQLite file at once: every add to cart is answered, none refused for a lock.
    const adds = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        fetch(`http://127.0.0.1:${store.port}/api/cart/update`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'idempotency-key': `two-workers-${i}-${Date.now()}` },
          body: BODY,
        }).then((res) => res.status),
      ),
    );
    expect(adds.filter((status) => status !== 200)).toEqual([]);

    const write = await halfSentWrite(store.port);
    process.kill(store.npm.pid!, 'SIGTERM');
    await refusesConnections(store.port);
    write.finish();
    expect(await write.answer).toMatchObject({ status: 200, connection: 'close' });
    expect(await store.exited, store.output()).toEqual({ code: 0, signal: null });
    expect(existsSync(`${database}-wal`)).toBe(false);
  });
});

/** The compiled server's modules a module imports: at once (when it loads) or when it asks. */
function importsOf(file: string): { atOnce: string[]; onRequest: string[] } {
  const code = readFileSync(file, 'utf8');
  const named = (pattern: RegExp) => Array.from(code.matchAll(pattern), (m) => m[1]!);
  return { atOnce: named(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gm), onRequest: named(/\bimport\("([^"]+)"\)/g) };
}

describe('the compiled server', () => {
  it('loads the app only where it serves (the primary of several workers runs neither Fastify nor page rendering), and keeps no old chunk', async () => {
    const folder = dirname(COMPILED_SERVER);
    const oldChunk = join(folder, 'chunk-FROMANOLDCOMPILE.js');
    mkdirSync(folder, { recursive: true });
    writeFileSync(oldChunk, 'export {};\n');
    await compileServer();
    // Each module is read once per way it is reached: loaded at start (the primary runs it) or only when asked for.
    const loadedAtStart = new Set<string>();
    const reachable = new Set<string>();
    const packagesAtStart = new Set<string>();
    const walk = (file: string, atStart: boolean) => {
      const name = file.replace(/^\.\//, '');
      if ((atStart ? loadedAtStart : reachable).has(name)) return;
      if (atStart) loadedAtStart.add(name);
      reachable.add(name);
      const { atOnce, onRequest } = importsOf(join(folder, name));
      for (const imported of atOnce) {
        if (imported.startsWith('./')) walk(imported, atStart);
        else if (atStart) packagesAtStart.add(imported);
      }
      for (const local of onRequest.filter((m) => m.startsWith('./'))) walk(local, false);
    };
    walk('main.js', true);
    expect(packagesAtStart).not.toContain('fastify');
    expect(packagesAtStart).not.toContain('react-dom/server');
    expect(packagesAtStart).toContain('kysely');
    expect(existsSync(oldChunk)).toBe(false);
    const modules = readdirSync(folder).filter((name) => name.endsWith('.js'));
    expect(modules.filter((name) => !reachable.has(name))).toEqual([]);
  });
});

describe('npm start in production', () => {
  // A deployment's tree has no Vite to build with: it runs what `npm run build` made, or says what is missing.
  it('refuses to start without a build, naming what to run, and builds nothing', () => {
    const missing = join(dir, 'no-build');
    const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: missing },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Run npm run build before starting with NODE_ENV=production: ');
    expect(started.stderr).toContain(`${join(missing, 'index.html')}, ${join(missing, 'server', 'entry-server.js')} missing`);
    expect(existsSync(missing)).toBe(false);
  });
});
