/** Comparison rules the server and the compare table share. */

/** A list holds products of one category; more than this many columns no longer reads as a comparison. */
export const COMPARE_LIMIT_PER_CATEGORY = 10;

/**
 * A characteristic differs when the compared products do not all have the same value; a product that
 * lacks it (null) differs from one that has it. One product alone differs from nothing.
 */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values).size > 1;
}
