import { SQLite } from './sqlite-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the statement cache', () => {
  const sqlite = new SQLite(':memory:');
  afterEach(() => vi.restoreAllMocks());

  it('prepares a query once and hands the same statement back for the same SQL', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select ? as n');
    expect(db.prepare('select ? as n')).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(first.all([7])).toEqual([{ n: 7 }]);
  });

  it('prepares another statement for other SQL', () => {
    const db = withStatementCache(sqlite);
    const a = db.prepare('select 1 as n');
    const b = db.prepare('select 2 as n');
    expect(b).not.toBe(a);
    expect(b.all([])).toEqual([{ n: 2 }]);
  });

  it('keeps at most its limit, dropping the statement used longest ago', () => {
    const prepare = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // used again: now 2 is the oldest
    db.prepare('select 3'); // one too many: 2 goes
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 1');
    db.prepare('select 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });
});
