import { setTimeout as sleep } from 'node:timers/promises';
import { runLoad, type HttpResult } from './http-load.ts';

/**
 * What happened to each request of a run, in ms from its start (performance.now() based):
 * when it was due, when it was sent, when its answer came (NaN: never), and its status.
 */
export interface Timeline {
  /** performance.now() at the start. */
  startedAt: number;
  elapsedMs: number;
  /** How many requests were sent (the first `sent` entries are filled). */
  sent: number;
  dueMs: Float64Array;
  sentMs: Float64Array;
  doneMs: Float64Array;
  status: string[];
}

const newTimeline = (size: number): Timeline => ({
  startedAt: performance.now(),
  elapsedMs: 0,
  sent: 0,
  dueMs: new Float64Array(size).fill(Number.NaN),
  sentMs: new Float64Array(size).fill(Number.NaN),
  doneMs: new Float64Array(size).fill(Number.NaN),
  status: new Array<string>(size),
});

/** Sends request i and, whatever comes back, records when and with which status. */
async function sendAndRecord(timeline: Timeline, i: number, send: (i: number) => Promise<HttpResult>): Promise<HttpResult> {
  timeline.sentMs[i] = performance.now() - timeline.startedAt;
  let result: HttpResult;
  try {
    result = await send(i);
  } catch (err) {
    result = { status: `error:${err instanceof Error ? err.message : String(err)}`, body: '' };
  }
  timeline.doneMs[i] = performance.now() - timeline.startedAt;
  timeline.status[i] = String(result.status);
  return result;
}

export interface OpenLoopOptions {
  /** When each request is due, in ms from the start of the recording (trace order). */
  offsetsMs: ArrayLike<number>;
  /** 10: ten times faster than recorded. */
  speed: number;
  /** Nothing is sent after this long; answers still in flight are awaited (each is bounded). */
  maxMs: number;
  send: (i: number) => Promise<HttpResult>;
}

/**
 * The recorded pace, open loop: request i goes out at offsetsMs[i] / speed from the start,
 * whether or not earlier ones have been answered, so a burst in the recording is a burst here
 * and a slow answer never delays the next send. Requests go in trace order; one due before the
 * one ahead of it (clocks in a log are not strictly ordered) follows it at once.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<Timeline> {
  if (!(options.speed > 0)) throw new Error('speed must be > 0');
  const total = options.offsetsMs.length;
  const timeline = newTimeline(total);
  const elapsed = () => performance.now() - timeline.startedAt;
  const inFlight = new Set<Promise<unknown>>();
  for (let i = 0; i < total; i++) {
    const due = options.offsetsMs[i]! / options.speed;
    if (due > options.maxMs) break;
    // Timers fire on whole milliseconds and may wake a little early: sleep until truly due.
    for (let wait = due - elapsed(); wait > 0; wait = due - elapsed()) await sleep(Math.max(1, Math.floor(wait)));
    timeline.dueMs[i] = due;
    timeline.sent = i + 1;
    const request = sendAndRecord(timeline, i, options.send);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  timeline.elapsedMs = elapsed();
  return timeline;
}

/**
 * A closed loop: `concurrency` virtual users, each sending its next request when its last one was
 * answered (runLoad), as fast as the deployment answers; recorded on the same timeline.
 */
export async function runClosedLoop(options: { concurrency: number; total: number; maxMs: number; send: (i: number) => Promise<HttpResult> }): Promise<Timeline> {
  const timeline = newTimeline(options.total);
  await runLoad({
    concurrency: options.concurrency,
    total: options.total,
    durationMs: options.maxMs,
    send: (i) => {
      timeline.sent = Math.max(timeline.sent, i + 1);
      timeline.dueMs[i] = performance.now() - timeline.startedAt;
      return sendAndRecord(timeline, i, options.send);
    },
  });
  timeline.elapsedMs = performance.now() - timeline.startedAt;
  return timeline;
}
