import { openDatabase, writeDatabaseTemplate } from '../demo/sandbox/db.ts';
import { prepareDatabase } from '../demo/sandbox/seed.ts';
import { migrate } from '../demo/sandbox/migrate.ts';
const f = '/tmp/tpl-migrated.tar', s = '/tmp/tpl-seeded.tar';
await writeDatabaseTemplate(f, migrate);
await writeDatabaseTemplate(s, (db) => prepareDatabase(db, new Date()), f);
for (let i = 0; i < 4; i++) {
  const c0 = process.cpuUsage(); const t = performance.now();
  const db = await openDatabase({ url: 'memory://', template: s });
  await db.query('select 1');
  const c = process.cpuUsage(c0);
  console.log('open seeded', Math.round(performance.now() - t), 'ms wall', Math.round((c.user + c.system) / 1000), 'ms cpu');
  await db.close();
}
