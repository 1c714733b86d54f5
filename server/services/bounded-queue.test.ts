import { describe, expect, it } from 'vitest';
import { boundedQueue } from './bounded-queue';
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
