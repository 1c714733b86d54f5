import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database as SqliteConnection } from 'better-sqlite3';
import { SQLITE_LIBRARY } from './sqlite-library';

/** How often the thread copies the WAL into the database. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * How big the WAL may grow under a steady stream of writes (about 40 MB) before writers wait for it to start over.
 * Each restart holds writers for about two fsyncs; ten times SQLite's own 1,000 pages makes that rare.
 */
const WAL_FRAMES_BEFORE_RESTART = 10_000;
/**
 * How many frames a restart may find left to copy. A pass copies a quarter second of writes, and the store writes
 * on meanwhile; the restart holds writers while it copies those, and a writer that finds the lock taken sleeps in
 * steps of 1, 2 and 5 ms. So before restarting, the thread copies again (at most three times, without the lock)
 * until the rest is short.
 */
const FRAMES_LEFT_FOR_RESTART = 100;

/**
 * The thread's whole program, plain JavaScript so that it runs without the TypeScript loader the store may be
 * started with. A passive checkpoint waits for no one: it copies what the WAL holds and syncs, while the store goes on
 * reading and writing. Under a steady stream of writes there is always a newer frame, so the WAL would never start
 * over by itself: once it holds many frames, the thread catches up with passive checkpoints, then a restart
 * checkpoint makes writers wait while it copies the few frames left, after which the next write starts the WAL from
 * its beginning. A checkpoint that finds
 * another process checkpointing gives up quietly and tries next time.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.library);
const sqlite = new SQLite(workerData.file, { fileMustExist: true, timeout: 1000 });
const checkpoint = (mode) => sqlite.pragma('wal_checkpoint(' + mode + ')')[0];
const pass = () => {
  try {
    let { log, checkpointed } = checkpoint('PASSIVE');
    if (log <= workerData.framesBeforeRestart) return;
    for (let i = 0; i < 3 && log - checkpointed > ${FRAMES_LEFT_FOR_RESTART}; i++) ({ log, checkpointed } = checkpoint('PASSIVE'));
    checkpoint('RESTART');
  } catch {}
};
const timer = setInterval(pass, workerData.everyMs);
const closed = new Int32Array(workerData.closed);
parentPort.on('message', () => {
  clearInterval(timer);
  sqlite.close();
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

/** How long closing the database waits for the thread to let go of its connection. */
const THREAD_CLOSE_WAIT_MS = 2000;

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the commit that fills the WAL copies it into the
 * database and waits for two fsyncs: at 2,000 adds to cart a second about ten commits a second did, holding
 * the event loop a tenth of the time (docs/decisions/0039-the-add-to-cart-path.md). Here the connection that serves
 * never checkpoints; a thread with a connection of its own does it on a timer. Answers how to stop the thread, to be
 * called just before the serving connection closes: it waits until the thread has closed its connection, so that the
 * serving connection is the last one and, as SQLite does then, copies what is left and removes the WAL.
 */
export function checkpointInThread(
  sqlite: SqliteConnection,
  file: string,
  everyMs = CHECKPOINT_EVERY_MS,
  framesBeforeRestart = WAL_FRAMES_BEFORE_RESTART,
): () => void {
  const library = createRequire(import.meta.url).resolve(SQLITE_LIBRARY);
  const closed = new SharedArrayBuffer(4);
  const thread = new Worker(THREAD, { eval: true, workerData: { library, file, everyMs, framesBeforeRestart, closed } });
  // A thread that failed leaves the WAL to grow: the serving connection takes its checkpoints back, and closing
  // has no thread to wait for.
  thread.once('error', () => {
    Atomics.store(new Int32Array(closed), 0, 1);
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  thread.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  return () => {
    thread.postMessage('stop');
    // Closing is synchronous (Kysely's driver calls it so), and it happens once, at the end of a process's life.
    Atomics.wait(new Int32Array(closed), 0, 0, THREAD_CLOSE_WAIT_MS);
  };
}
