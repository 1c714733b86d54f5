/** One field of an audited subject as the log screen shows it: its value before and after, '' for none. */
interface ChangedField {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { '': value };

/** The fields that differ between before and after, in the order they first appear; unchanged ones are left out. */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const was = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return names
    .map((field) => ({ field, before: shown(was[field]), after: shown(now[field]) }))
    .filter((change) => change.before !== change.after);
}
