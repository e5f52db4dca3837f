/**
 * Many rows as ONE JSON parameter (issue 50): `select … from jsonb_populate_recordset(null::<table>, $1)`,
 * the columns in the table's definition order, for `db.insert(table).select(jsonRows(…))`. Against a
 * multi-row `values` list of one bound parameter per column per row, the statement is built and sent in a
 * fraction of the time (the query builder's and the driver's cost grows with the parameters; the sync push's
 * profile showed them at a third of the server's CPU), and PostgreSQL parses one parameter.
 *
 * `fixed` gives a column an expression instead of the row's value (defaults such as `now()`: an absent JSON
 * key is NULL here, not the column's default).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function jsonRows<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  fixed: Partial<Record<keyof T['$inferInsert'] & string, SQL>> = {},
): SQL {
  const columns = Object.entries(getTableColumns(table));
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      if (value !== undefined) out[column.name] = value;
    }
    return out;
  });
  const list = columns.map(
    ([key, column]) =>
      (fixed as Record<string, SQL | undefined>)[key] ?? sql`r.${sql.identifier(column.name)}`,
  );
  return sql`select ${sql.join(list, sql`, `)} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb) as r`;
}
