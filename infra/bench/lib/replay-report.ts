import type { Timeline } from './pacing.ts';
import { quantile, summarize } from './stats.ts';

/** Offered (sent) and achieved (answered 200) requests per second in one slice of a run. */
export interface RatePoint {
  /** The slice's start, seconds from the run's start. */
  atS: number;
  offeredPerS: number;
  achievedPerS: number;
}

/** A bucket width that gives at most `maxRows` rows: 1 s, or more for a long run. */
export const bucketSecondsFor = (elapsedMs: number, maxRows = 60) => Math.max(1, Math.ceil(elapsedMs / 1000 / maxRows));

/** Rates over time: sends counted by when they went out, 200s by when they were answered. */
export function rateSeries(timeline: Timeline, bucketS: number): RatePoint[] {
  const buckets = Math.max(1, Math.ceil(timeline.elapsedMs / 1000 / bucketS));
  const offered = new Array<number>(buckets).fill(0);
  const achieved = new Array<number>(buckets).fill(0);
  const at = (ms: number) => Math.min(buckets - 1, Math.floor(ms / 1000 / bucketS));
  for (let i = 0; i < timeline.sentMs.length; i++) {
    const sent = timeline.sentMs[i]!;
    if (Number.isNaN(sent)) continue;
    offered[at(sent)]! += 1;
    if (timeline.status[i] === '200') achieved[at(timeline.doneMs[i]!)]! += 1;
  }
  // The last slice may be shorter than the others: rates over its own length (at least half a
  // slice, so a last answer alone in a sliver of time does not read as a spike).
  const lengthS = (b: number) => Math.max(bucketS / 2, Math.min(bucketS, timeline.elapsedMs / 1000 - b * bucketS));
  return offered.map((o, b) => ({ atS: b * bucketS, offeredPerS: o / lengthS(b), achievedPerS: achieved[b]! / lengthS(b) }));
}

/**
 * The rates as a text chart, a row per slice: █ up to the achieved rate, ░ on to the offered
 * rate when the deployment fell behind (a bar ending in ░ is load it did not keep up with).
 */
export function rateChart(series: RatePoint[], width = 50): string {
  const top = Math.max(1e-9, ...series.flatMap((p) => [p.offeredPerS, p.achievedPerS]));
  const cells = (rate: number) => Math.round((rate / top) * width);
  const num = (rate: number) => (rate >= 100 ? rate.toFixed(0) : rate.toFixed(1)).padStart(6);
  const label = (s: number) => `${s}s`.padStart(7);
  const lines = [`${''.padStart(7)}  offered/s achieved/s  █ achieved, ░ offered but not achieved (scale: ${width} = ${num(top).trim()}/s)`];
  for (const p of series) {
    const done = cells(p.achievedPerS);
    const asked = cells(p.offeredPerS);
    lines.push(`${label(p.atS)}  ${num(p.offeredPerS)}    ${num(p.achievedPerS)}  ${'█'.repeat(done)}${'░'.repeat(Math.max(0, asked - done))}`);
  }
  return lines.join('\n');
}

export interface MinuteLatency {
  minute: number;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Latency percentiles of the answered requests, by the minute they were sent in. */
export function latencyByMinute(timeline: Timeline): MinuteLatency[] {
  const minutes: number[][] = [];
  for (let i = 0; i < timeline.sentMs.length; i++) {
    const sent = timeline.sentMs[i]!;
    const done = timeline.doneMs[i]!;
    if (Number.isNaN(sent) || Number.isNaN(done)) continue;
    (minutes[Math.floor(sent / 60_000)] ??= []).push(done - sent);
  }
  return Array.from(minutes, (samples, minute) => ({ minute, ...summarize(samples ?? []) })).filter((m) => m.count > 0);
}

/** How late the sends went out against their schedule: the load generator's own accuracy. */
export function scheduleSlip(timeline: Timeline) {
  const slips: number[] = [];
  for (let i = 0; i < timeline.sent; i++) slips.push(timeline.sentMs[i]! - timeline.dueMs[i]!);
  return { p50: quantile(slips, 0.5), p99: quantile(slips, 0.99), max: quantile(slips, 1) };
}

export interface LiveCounts {
  total: number;
  sent: number;
  accepted: number;
  refused: number;
  inFlight: number;
}

/**
 * A progress line while the run goes: redrawn every second in place on a terminal, otherwise
 * (a log, a CI job) a plain line every 10 s. Stopped, it leaves the terminal line clean.
 */
export function startProgress(live: () => LiveCounts, out: NodeJS.WriteStream = process.stdout): { stop(): void } {
  const tty = out.isTTY === true;
  const started = performance.now();
  let last = { at: started, accepted: 0, sent: 0 };
  const line = () => {
    const now = performance.now();
    const c = live();
    const seconds = (now - last.at) / 1000;
    const rate = (n: number) => (seconds > 0 ? (n / seconds).toFixed(1) : '0');
    const text =
      `${((now - started) / 1000).toFixed(0)} s: sent ${c.sent}/${c.total} (${rate(c.sent - last.sent)}/s), ` +
      `accepted ${c.accepted} (${rate(c.accepted - last.accepted)}/s), refused ${c.refused}, in flight ${c.inFlight}`;
    last = { at: now, accepted: c.accepted, sent: c.sent };
    out.write(tty ? `\r\x1b[K${text}` : `${text}\n`);
  };
  const timer = setInterval(line, tty ? 1_000 : 10_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (tty) out.write('\r\x1b[K');
    },
  };
}
