import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readWebConcurrency } from '../../config';
import { Busy } from './domain-errors';

/**
 * CPU-heavy work (hashing, photo decoding) gets half the machine's cores, so the rest keep answering requests.
 * The workers `npm start` runs share that half; each keeps at least one, or it could not hash a password at all.
 */
export function heavyWorkSlots(cores: number, workers: number): number {
  return Math.max(1, Math.floor(cores / 2 / workers));
}

/** This process's share: a worker shares the machine with its siblings; a single server, script or test has it alone. */
export const HEAVY_WORK_SLOTS = heavyWorkSlots(availableParallelism(), cluster.isWorker ? readWebConcurrency() : 1);

interface QueueBounds {
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
