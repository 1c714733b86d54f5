import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLite } from './sqlite-library';
import { checkpointInThread } from './wal-checkpointer';

/** The WAL header's checkpoint sequence number: it grows by one each time the WAL starts over from its beginning. */
function walRestarts(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

describe('WAL checkpoints in a thread', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function openStore() {
    const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-wal-'));
    dirs.push(dir);
    const file = join(dir, 'store.db');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table lines (id integer primary key, body text)');
    return { file, sqlite, add: sqlite.prepare('insert into lines (body) values (?)') };
  }

  /**
   * Writes one line at a time without a pause, as a busy store does, until `done` or 20 s: the WAL always has a
   * frame newer than the thread's last copy, so only a restart checkpoint makes it start over.
   */
  function writeUntil(add: { run: (body: string) => unknown }, done: () => boolean) {
    const until = Date.now() + 20_000;
    while (!done() && Date.now() < until) for (let i = 0; i < 20; i++) add.run('x'.repeat(2000));
  }

  it('keeps the serving connection from checkpointing, and starts the WAL over under a steady stream of writes', () => {
    const { file, sqlite, add } = openStore();
    const stop = checkpointInThread(sqlite, file, 10, 50);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = walRestarts(file);
    writeUntil(add, () => walRestarts(file) >= before + 2);
    expect(walRestarts(file)).toBeGreaterThanOrEqual(before + 2);
    stop();
    sqlite.close();
  });

  it('lets go of the database when stopped: the serving connection closes last and removes the WAL, nothing lost', () => {
    const { file, sqlite, add } = openStore();
    const stop = checkpointInThread(sqlite, file, 10, 50);
    writeUntil(add, () => walRestarts(file) >= 1);
    const written = sqlite.prepare('select count(*) as n from lines').get() as { n: number };
    stop();
    sqlite.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select count(*) as n from lines').get()).toEqual(written);
    expect(reader.pragma('integrity_check', { simple: true })).toBe('ok');
    reader.close();
  });

  it('without the thread, the same stream never starts the WAL over (what the thread is for)', () => {
    const { file, sqlite, add } = openStore();
    sqlite.pragma('wal_autocheckpoint = 0');
    const before = walRestarts(file);
    let writes = 0;
    writeUntil(add, () => ++writes > 50);
    expect(walRestarts(file)).toBe(before);
    sqlite.close();
  });
});
