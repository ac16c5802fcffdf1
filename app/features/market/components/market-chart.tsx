import type { Series } from "../figures.ts";

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 40, left: 64 };
/** three series at most: navy, gold and teal, each with its own dash so colour is not the only cue */
const STYLES = [
  { stroke: "#0b1b2b", dash: undefined },
  { stroke: "#a9853f", dash: "6 4" },
  { stroke: "#2f7d7b", dash: "2 4" },
] as const;

/** Round tick values covering [min, max]: 1, 2 or 5 times a power of ten. */
export function ticks(min: number, max: number, count = 4): number[] {
  if (max <= min) return [min];
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) out.push(Math.round(v));
  return out;
}

/**
 * A line chart drawn on the server (no chart library, no script): months along the bottom (time reads
 * left to right in both languages), one line per property type. The same figures are in a table
 * beside it for screen readers (`MarketTable`); the drawing is hidden from them.
 */
export function MarketChart({
  months,
  series,
  monthLabel,
  valueLabel,
}: {
  months: string[];
  series: Series[];
  monthLabel: (m: string) => string;
  valueLabel: (v: number) => string;
}) {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (values.length === 0) return null;
  const lo = Math.min(...values) * 0.92;
  const hi = Math.max(...values) * 1.05;
  const scale = ticks(lo, hi);
  const yMin = scale[0] ?? lo;
  const yMax = scale.at(-1) ?? hi;
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, months.length - 1);
  const y = (v: number) => PAD.top + ((yMax - v) * (HEIGHT - PAD.top - PAD.bottom)) / Math.max(1, yMax - yMin);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" direction="ltr" focusable="false">
      {scale.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#ebe1d0" />
          <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#55616d">
            {valueLabel(t)}
          </text>
        </g>
      ))}
      {months.map((m, i) =>
        i % 2 === (months.length - 1) % 2 ? (
          <text key={m} x={x(i)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle" fontSize="11" fill="#55616d">
            {monthLabel(m)}
          </text>
        ) : null,
      )}
      {series.map((s, si) => {
        const style = STYLES[si % STYLES.length]!;
        const points = s.values.map((v, i) => (v === null ? null : ([x(i), y(v)] as const)));
        // a gap (a month without enough listings) breaks the line rather than bridging it
        const path = points.reduce(
          (d, p, i) => (p ? `${d}${i > 0 && points[i - 1] ? "L" : "M"}${p[0].toFixed(1)},${p[1].toFixed(1)}` : d),
          "",
        );
        return (
          <g key={s.type}>
            <path d={path} fill="none" stroke={style.stroke} strokeWidth="2.5" strokeDasharray={style.dash} strokeLinejoin="round" />
            {points.map((p, i) => (p ? <circle key={i} cx={p[0]} cy={p[1]} r="3.5" fill={style.stroke} /> : null))}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's legend: each type with its line's colour and dash. */
export function MarketLegend({ series, typeLabel }: { series: Series[]; typeLabel: (type: string) => string }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink" aria-hidden="true">
      {series.map((s, si) => {
        const style = STYLES[si % STYLES.length]!;
        return (
          <li key={s.type} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={style.stroke} strokeWidth="2.5" strokeDasharray={style.dash} />
            </svg>
            {typeLabel(s.type)}
          </li>
        );
      })}
    </ul>
  );
}

/** The figures as a table, for screen readers (visually the chart says the same). */
export function MarketTable({
  caption,
  months,
  series,
  monthLabel,
  valueLabel,
  typeLabel,
  monthHeading,
  gap,
}: {
  caption: string;
  months: string[];
  series: Series[];
  monthLabel: (m: string) => string;
  valueLabel: (v: number) => string;
  typeLabel: (type: string) => string;
  monthHeading: string;
  gap: string;
}) {
  return (
    // a table ignores a 1 px width: the wrapper is what is visually hidden (a table itself widened the phone's page)
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{monthHeading}</th>
            {series.map((s) => (
              <th key={s.type} scope="col">
                {typeLabel(s.type)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m, i) => (
            <tr key={m}>
              <th scope="row">{monthLabel(m)}</th>
              {series.map((s) => {
                const v = s.values[i];
                return <td key={s.type}>{v === null || v === undefined ? gap : valueLabel(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
