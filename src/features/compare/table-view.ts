import { valuesDiffer } from '../../domain/compare';
import type { CompareTable } from '../../stores/compare';

type Data = CompareTable['data'];
export type CompareColumn = Data['products'][number];
interface CompareRow {
  id: number;
  name: string;
  values: (string | null)[];
  isDifferent: boolean;
}

/**
 * The table as the shopper should see it now: only products still in the list (a removal shows before
 * the server answers; a stored copy may predate one), with differences worked out for those columns.
 * Rows no remaining product has go; `differencesOnly` keeps the rows whose values differ.
 */
export function tableView(
  data: Data,
  compared: readonly number[],
  differencesOnly: boolean,
): { columns: CompareColumn[]; rows: CompareRow[] } {
  const kept = data.products.flatMap((product, index) => (compared.includes(product.id) ? [{ product, index }] : []));
  const rows = data.characteristics
    .map((c) => {
      const values = kept.map(({ index }) => c.values[index] ?? null);
      return { id: c.id, name: c.name, values, isDifferent: valuesDiffer(values) };
    })
    .filter((row) => row.values.some((v) => v !== null) && (!differencesOnly || row.isDifferent));
  return { columns: kept.map(({ product }) => product), rows };
}
