import { availableParallelism } from 'node:os';
import { Busy } from './domain-errors';

/** CPU-heavy work (hashing, photo decoding) gets half the cores, at least one: the rest keep answering requests. */
export const HALF_THE_CORES = Math.max(1, Math.floor(availableParallelism() / 2));

export interface QueueBounds {
  /** jobs that run at once */
  running: number;
  /** jobs that wait for a turn; one more is refused */
  waiting: number;
}

/**
 * Runs costly jobs (password hashes, photo decoding) a few at a time, in arrival order. A job beyond the
 * waiting room is refused at once as busy (a 503): an answer in milliseconds beats one after a minute in line,
 * and the jobs already admitted still finish in reasonable time.
 */
export function boundedQueue({ running, waiting }: QueueBounds) {
  let active = 0;
  const turns: Array<() => void> = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active < running) active += 1;
      else if (turns.length < waiting) await new Promise<void>((resolve) => turns.push(resolve));
      else throw new Busy('serverBusy');
      try {
        return await job();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot overtake it.
        const next = turns.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
