import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connection';

/** Where a run's value goes in a query compiled ahead: Kysely takes it for a value and passes it through as a parameter. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query Kysely builds and compiles once per database engine, then runs with each call's values bound in their
 * places. Building a query (immutable nodes, frozen at every step) and compiling it to SQL cost more than SQLite takes
 * to run a short one: about 40 µs against 5–30 µs, ten times on every add to cart (docs/decisions/0039-the-add-to-cart-path.md).
 * `build` sees stand-ins where the values will be, so it may put them only where Kysely takes a value (a comparison,
 * a column's value), never in a list or a condition on the value itself. `db` may be a transaction.
 */
export function compiledOnce<Args extends unknown[], Row>(build: (db: Db, ...values: Args) => Compilable<Row>) {
  // Keyed by the engine's adapter, which a database and its transactions share.
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  return (db: Db, ...values: Args): Promise<QueryResult<Row>> => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, ...(values.map((_, index) => new Slot(index)) as Args)).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter));
    return db.executeQuery({ ...query, parameters });
  };
}
