import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as s from '../server/db/schema/index.ts';
for (const [name, t] of Object.entries(s)) {
  if (!(t instanceof PgTable)) continue;
  const c = getTableConfig(t);
  for (const fk of c.foreignKeys) {
    const r = fk.reference();
    if (getTableConfig(r.foreignTable).name === 'person') {
      const pk = c.primaryKeys.map(p=>p.columns.map(x=>x.name).join('+'));
      const uq = c.indexes.filter(i=>i.config.unique).map(i=>i.config.name+':'+i.config.columns.map((x:any)=>x.name).join('+'));
      const uqc = c.uniqueConstraints.map(u=>u.columns.map(x=>x.name).join('+'));
      console.log(c.name, r.columns.map(x => x.name).join(','), 'pk', pk.join(';'), 'uq', uq.join(';'), uqc.join(';'));
    }
  }
}
