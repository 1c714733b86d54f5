import { describe, expect, it } from 'vitest';
import { boundedQueue, heavyWorkSlots } from './bounded-queue';
import { Busy } from './domain-errors';

/** A job that runs until the test lets it finish, and says when it started. */
function gate() {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const job = { started: false, open, run: async () => ((job.started = true), await released) };
  return job;
}

describe('boundedQueue', () => {
  it('runs up to `running` jobs, keeps `waiting` more in order, and refuses the next one at once as busy', async () => {
    const queue = boundedQueue({ running: 2, waiting: 1 });
    const [a, b, c, d] = [gate(), gate(), gate(), gate()];
    const done = [a, b, c].map((g) => queue.run(g.run));
    await Promise.resolve();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);

    const refused = await queue.run(d.run).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Busy);
    expect(refused).toMatchObject({ reason: 'serverBusy' });
    expect(d.started).toBe(false);

    a.open();
    await done[0];
    await Promise.resolve();
    expect(c.started).toBe(true);
    b.open();
    c.open();
    await Promise.all(done);
  });

  it('frees the slot of a job that failed', async () => {
    const queue = boundedQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

describe('heavyWorkSlots', () => {
  it('shares half the machine’s cores among the workers, at least one each', () => {
    expect(heavyWorkSlots(8, 1)).toBe(4);
    expect(heavyWorkSlots(8, 2)).toBe(2);
    expect(heavyWorkSlots(16, 4)).toBe(2);
    expect(heavyWorkSlots(8, 8)).toBe(1);
    expect(heavyWorkSlots(2, 1)).toBe(1);
  });

  it('keeps the machine’s total at half its cores whenever there are at most half as many workers', () => {
    for (const cores of [4, 8, 16, 32]) {
      for (let workers = 1; workers <= cores / 2; workers *= 2) expect(heavyWorkSlots(cores, workers) * workers).toBe(cores / 2);
    }
  });
});
