import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The weekly allowance counters in Redis: `vote-allowance:<uid>:<weekStart>` holds how many votes
 * the user has taken this week (accepted, or in flight). Redis is the fast gate that turns away
 * the 4th vote without touching Postgres; the vote log in Postgres stays the truth, and a counter
 * that is missing (expired, flushed, evicted) is rebuilt from it.
 */

/** Take one: -1 = counter unknown (rebuild it), -2 = allowance used up, else the new count. */
const TAKE = `
local used = redis.call('GET', KEYS[1])
if not used then return -1 end
if tonumber(used) >= tonumber(ARGV[1]) then return -2 end
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
return n
`;

/**
 * Take one for a request with an Idempotency-Key. KEYS[2], the key's mark, holds the id of the
 * attempt (ARGV[3]) that holds the one vote the key took this week. -3 = the key took one before
 * (a retry): this attempt takes that one over and nothing new is taken, else as TAKE.
 * Taking over makes the latest attempt the one whose fate decides: an earlier attempt that fails
 * later no longer gives back the vote a retry may be about to record.
 */
const TAKE_KEYED = `
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('SET', KEYS[2], ARGV[3], 'KEEPTTL')
  return -3
end
local used = redis.call('GET', KEYS[1])
if not used then return -1 end
if tonumber(used) >= tonumber(ARGV[1]) then return -2 end
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[3])
redis.call('EXPIREAT', KEYS[2], ARGV[2])
return n
`;

/**
 * Give one back after a vote that was not recorded. Never below the floor (what the log is known
 * to hold), and never on a missing counter: a DECR there would create -1 and grant a 4th vote.
 */
const GIVE_BACK = `
local used = redis.call('GET', KEYS[1])
if not used then return -1 end
if tonumber(used) <= tonumber(ARGV[1]) then return tonumber(used) end
return redis.call('DECR', KEYS[1])
`;

/**
 * Give back the vote a keyed attempt (ARGV[2]) holds, and clear the key's mark in the same step,
 * so that a later request with the key takes one again like a new one instead of passing the gate
 * as a retry of a vote that was never recorded. -3 = the attempt holds nothing (another attempt
 * with the key took its vote over, or it never took one): nothing changes. Else as GIVE_BACK.
 */
const GIVE_BACK_KEYED = `
if redis.call('GET', KEYS[2]) ~= ARGV[2] then return -3 end
redis.call('DEL', KEYS[2])
local used = redis.call('GET', KEYS[1])
if not used then return -1 end
if tonumber(used) <= tonumber(ARGV[1]) then return tonumber(used) end
return redis.call('DECR', KEYS[1])
`;

/** Rebuild a missing counter from the log's count; a counter someone else set first wins. */
const REBUILD = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('EXPIREAT', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

/** Raise the counter to at least `value` (the log says the week is used up). */
const RAISE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '-1')
if used < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('EXPIREAT', KEYS[1], ARGV[2])
end
return 1
`;

interface Script {
  (redis: Redis, key: string, ...args: (string | number)[]): Promise<number>;
}

/** A Lua script on `keys` keys run by its SHA (EVALSHA), loaded on first use or after a SCRIPT FLUSH. */
function script(source: string, keys = 1): Script {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (redis, ...keysAndArgs) => {
    try {
      return (await redis.evalsha(sha, keys, ...keysAndArgs)) as number;
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      return (await redis.eval(source, keys, ...keysAndArgs)) as number;
    }
  };
}

const take = script(TAKE);
const takeKeyed = script(TAKE_KEYED, 2);
const giveBack = script(GIVE_BACK);
const giveBackKeyed = script(GIVE_BACK_KEYED, 2);
const rebuild = script(REBUILD);
const raise = script(RAISE);

/**
 * 'retry': the Idempotency-Key took one this week already (an earlier attempt); nothing new is
 * taken, and this attempt now holds that one.
 */
export type TakeResult =
  | { status: 'taken'; used: number }
  | { status: 'exhausted' }
  | { status: 'unknown' }
  | { status: 'retry' };

/** A request with an Idempotency-Key: the key, and an id of its own for this one attempt. */
export interface KeyedAttempt {
  idempotencyKey: string;
  attemptId: string;
}

export interface AllowanceWeek {
  weekStart: string;
  resetsAt: Date;
}

const epochSeconds = (date: Date) => Math.ceil(date.getTime() / 1000);

export function allowanceKey(uid: string, weekStart: string, keyPrefix = ''): string {
  return `${keyPrefix}vote-allowance:${uid}:${weekStart}`;
}

/** Marks an Idempotency-Key that took one of the week's allowance (hashed: keys are up to 200 characters). */
export function takenByKeyKey(uid: string, weekStart: string, idempotencyKey: string, keyPrefix = ''): string {
  const hash = createHash('sha256').update(idempotencyKey).digest('base64url');
  return `${keyPrefix}vote-allowance-key:${uid}:${weekStart}:${hash}`;
}

export interface AllowanceStoreOptions {
  limit: number;
  keyPrefix?: string;
  /** Told how each take ended ('error': it threw) and how long its Lua call took, in seconds. */
  observeTake?: (result: TakeResult['status'] | 'error', seconds: number) => void;
}

export function createAllowanceStore(redis: Redis, options: AllowanceStoreOptions) {
  const key = (uid: string, week: AllowanceWeek) => allowanceKey(uid, week.weekStart, options.keyPrefix);
  const markKey = (uid: string, week: AllowanceWeek, keyed: KeyedAttempt) =>
    takenByKeyKey(uid, week.weekStart, keyed.idempotencyKey, options.keyPrefix);
  return {
    limit: options.limit,

    /**
     * Takes one. With an Idempotency-Key, the key is marked as having taken one, held by this
     * attempt; a later attempt with the same key (a retry) takes nothing new, answers 'retry' and
     * holds that one from then on.
     */
    async take(uid: string, week: AllowanceWeek, keyed?: KeyedAttempt): Promise<TakeResult> {
      const resetsAt = epochSeconds(week.resetsAt);
      const started = performance.now();
      let status: TakeResult['status'] | 'error' = 'error';
      try {
        const result =
          keyed === undefined
            ? await take(redis, key(uid, week), options.limit, resetsAt)
            : await takeKeyed(redis, key(uid, week), markKey(uid, week, keyed), options.limit, resetsAt, keyed.attemptId);
        const taken: TakeResult =
          result === -3 ? { status: 'retry' } : result === -1 ? { status: 'unknown' } : result === -2 ? { status: 'exhausted' } : { status: 'taken', used: result };
        status = taken.status;
        return taken;
      } finally {
        options.observeTake?.(status, (performance.now() - started) / 1000);
      }
    },

    /** Sets a missing counter to `used` (from the log); false if one already existed. */
    async rebuild(uid: string, week: AllowanceWeek, used: number): Promise<boolean> {
      return (await rebuild(redis, key(uid, week), used, epochSeconds(week.resetsAt))) === 1;
    },

    /**
     * Gives one back, never below `floor`; a missing counter stays missing. A keyed attempt gives
     * back only the one it still holds, and clears its key's mark with it.
     */
    async giveBack(uid: string, week: AllowanceWeek, floor: number, keyed?: KeyedAttempt): Promise<void> {
      if (keyed === undefined) await giveBack(redis, key(uid, week), floor);
      else await giveBackKeyed(redis, key(uid, week), markKey(uid, week, keyed), floor, keyed.attemptId);
    },

    async raiseTo(uid: string, week: AllowanceWeek, used: number): Promise<void> {
      await raise(redis, key(uid, week), used, epochSeconds(week.resetsAt));
    },

    /** The counter, or undefined when Redis does not have it. */
    async used(uid: string, week: AllowanceWeek): Promise<number | undefined> {
      const value = await redis.get(key(uid, week));
      return value === null ? undefined : Number(value);
    },
  };
}

export type AllowanceStore = ReturnType<typeof createAllowanceStore>;
