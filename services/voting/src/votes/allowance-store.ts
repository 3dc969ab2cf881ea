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
 * Take one for a request with an Idempotency-Key (KEYS[2] marks the key as having taken one this
 * week): -3 = this key took one before (its retry: let Postgres answer), else as TAKE.
 */
const TAKE_KEYED = `
if redis.call('EXISTS', KEYS[2]) == 1 then return -3 end
local used = redis.call('GET', KEYS[1])
if not used then return -1 end
if tonumber(used) >= tonumber(ARGV[1]) then return -2 end
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], '1')
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
const rebuild = script(REBUILD);
const raise = script(RAISE);

/** 'retry': the Idempotency-Key took one this week already (its first attempt); nothing taken now. */
export type TakeResult =
  | { status: 'taken'; used: number }
  | { status: 'exhausted' }
  | { status: 'unknown' }
  | { status: 'retry' };

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

export function createAllowanceStore(redis: Redis, options: { limit: number; keyPrefix?: string }) {
  const key = (uid: string, week: AllowanceWeek) => allowanceKey(uid, week.weekStart, options.keyPrefix);
  return {
    limit: options.limit,

    /**
     * Takes one. With an Idempotency-Key, the key is marked as having taken one, and a later
     * request with the same key (a retry) takes nothing and answers 'retry'.
     */
    async take(uid: string, week: AllowanceWeek, idempotencyKey?: string): Promise<TakeResult> {
      const resetsAt = epochSeconds(week.resetsAt);
      const result =
        idempotencyKey === undefined
          ? await take(redis, key(uid, week), options.limit, resetsAt)
          : await takeKeyed(redis, key(uid, week), takenByKeyKey(uid, week.weekStart, idempotencyKey, options.keyPrefix), options.limit, resetsAt);
      if (result === -3) return { status: 'retry' };
      if (result === -1) return { status: 'unknown' };
      if (result === -2) return { status: 'exhausted' };
      return { status: 'taken', used: result };
    },

    /** Sets a missing counter to `used` (from the log); false if one already existed. */
    async rebuild(uid: string, week: AllowanceWeek, used: number): Promise<boolean> {
      return (await rebuild(redis, key(uid, week), used, epochSeconds(week.resetsAt))) === 1;
    },

    /** Gives one back, never below `floor`; a missing counter stays missing. */
    async giveBack(uid: string, week: AllowanceWeek, floor: number): Promise<void> {
      await giveBack(redis, key(uid, week), floor);
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
