/** Small statistics and formatting helpers for the load tools. */

/** The q-quantile (0..1) of unsorted samples, nearest-rank; NaN when there are none. */
export function quantile(samples: ArrayLike<number>, q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarize(samples: ArrayLike<number>) {
  return {
    count: samples.length,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p99: quantile(samples, 0.99),
    max: quantile(samples, 1),
  };
}

export const ms = (value: number, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a');
export const perSecond = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)}/s` : 'n/a');
export const seconds = (valueMs: number) => (Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(2)} s` : 'n/a');

/** A deterministic PRNG (mulberry32), so a generated trace is the same for the same --seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of [label, measured, target, verdict] as an aligned text table. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd()).join('\n');
}
