import pg from "pg";
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/test", options: "-c search_path=search_bench", max: 1 });
const W = (t: string) => `from ${t} listings where status=$2 and listing_type=$3 and category=$4 and doc @@ to_tsquery('simple', $1)`;
const variants: Record<string, string> = {
  plain: `select id, count(*) over () n, count(price) over () p ${W("listings_search")} order by created_at desc, id desc limit 10 offset 10`,
  part: `select id, count(*) over () n, count(price) over () p ${W("lsp")} order by created_at desc, id desc limit 10 offset 10`,
};
const qs = ["marina:*", "jvc:*", "sea:* & view:*", "marina:* & gate:*", "penthouse:*", "villa:* & garden:*", "business:* & bay:*", "downtown:*"];
const c = await pool.connect();
const res: Record<string, number[]> = {};
for (let round = 0; round < 5; round++)
  for (const [name, text] of Object.entries(variants)) {
    const r = (res[name] ??= []);
    for (let i = 0; i < 24; i++) {
      const q = qs[i % qs.length]!;
      const t = performance.now();
      await c.query(text, [q, "ACTIVE", "SELL", "Residential"]);
      r.push(performance.now() - t);
    }
  }
const st = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return `p50 ${s[Math.floor(s.length / 2)]!.toFixed(2)} p95 ${s[Math.floor(s.length * 0.95)]!.toFixed(2)}`; };
for (const [name, r] of Object.entries(res)) console.log(name, st(r));
const e = await c.query(`explain (analyze, buffers) ${variants.part}`, ["marina:*", "ACTIVE", "SELL", "Residential"]);
console.log(e.rows.map((r) => r["QUERY PLAN"]).join("\n"));
c.release(); await pool.end();
