import SQLite from "better-sqlite3";
const db = new SQLite("data/search-bench.db", { readonly: true });
db.pragma("cache_size = -65536"); db.pragma("mmap_size = 1073741824");
const t = (label: string, sqlText: string, ...args: unknown[]) => {
  const st = db.prepare(sqlText);
  const r = st.all(...args);
  const ms: number[] = [];
  for (let i = 0; i < 15; i++) { const a = performance.now(); st.all(...args); ms.push(performance.now() - a); }
  ms.sort((x, y) => x - y);
  console.log(label.padEnd(60), JSON.stringify(r[0]).slice(0, 30), "p50", ms[7]!.toFixed(2));
};
const F = " AND facets : (fstatusactive AND flistingsell AND fcategoryresidential)";
for (const tbl of ["fts_col", "fts_p6"]) {
  for (const w of ['"sea"* AND "view"*', '"villa"* AND "garden"*', '"marina"*', '"jvc"*', '"penthouse"*', '"downtown"*', '"business"* AND "bay"*']) {
    const m = `{title description community building area} : (${w})`;
    t(`${tbl} count ${w}`, `select count(*) n from ${tbl} where ${tbl} match ?`, m + F);
    t(`${tbl} page ${w}`, `select id from listings where status='ACTIVE' and listing_type='SELL' and category='Residential' and id in (select rowid from ${tbl} where ${tbl} match ?) order by created_at desc, id desc limit 10 offset 10`, m);
  }
}
