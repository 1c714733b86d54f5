/** Deterministic randomness for the demo data: the same seed always gives the same store. */

const REFERENCE_MS = Date.UTC(2026, 10, 1); // 2026-11-01T00:00:00Z, the "today" of the demo data
const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast and good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each module draws from its own stream and editing one module does not shift the others. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const DEMO_SEED = 20261101;

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A separate stream for one part of the data. */
  static for(label: string, seed = DEMO_SEED): Random {
    return new Random(seed ^ hash(label));
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index chosen with the given relative weights. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
}

/** An ISO timestamp `days` (may be fractional) before the reference date 2026-11-01. */
export function daysAgo(days: number): string {
  return new Date(REFERENCE_MS - Math.round((days * DAY_MS) / 60_000) * 60_000).toISOString();
}

/** Whole days between an ISO timestamp and the reference date. */
export function ageInDays(iso: string): number {
  return (REFERENCE_MS - Date.parse(iso)) / DAY_MS;
}
