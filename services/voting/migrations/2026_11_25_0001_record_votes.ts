import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * Records a batch of votes in one call (group commit: concurrent votes share one statement, one
   * transaction and one WAL flush instead of six round trips each). The arrays are one vote per
   * position; the answer is one row per vote, in the same order:
   *   'accepted' (log_id, used_before, remaining), 'replay' (a vote recorded earlier under the same
   *   Idempotency-Key: its pair, outcome and answer), 'limit' (the week is used up) or
   *   'token used' (an accepted vote already holds the matchup token), or 'busy' (nothing
   *   written: another transaction holds the voter's lock; the caller writes it on its own).
   * Every voter of the batch is locked first (the same per-user key as a single vote took before:
   * hashtext('vote:' || user)) until the transaction ends, so the count sees every vote of the
   * user committed before, across replicas. A batch only tries the locks (one held elsewhere must
   * not hold up everyone else's votes); with wait_for_locks it waits for them, in key order, so
   * two callers never wait on each other in a cycle. Votes of one user in one batch see each
   * other (one transaction).
   */
  await sql`
    create function voting.record_votes(
      user_ids text[], winning_ids integer[], losing_ids integer[], outcomes text[], token_ids text[],
      voted_ats timestamptz[], week_starts date[], week_numbers integer[], year_numbers integer[],
      idempotency_keys text[], event_ids uuid[], weekly_limit integer, wait_for_locks boolean)
    returns table (status text, log_id bigint, used_before integer, remaining integer,
                   prior_winning integer, prior_losing integer, prior_outcome text)
    language plpgsql as $fn$
    declare
      n integer;
      prior record;
      new_id bigint;
      busy integer[] := '{}';
    begin
      if wait_for_locks then
        perform pg_advisory_xact_lock(k)
        from (select distinct hashtext('vote:' || u) as k from unnest(user_ids) u order by 1) keys;
      else
        select coalesce(array_agg(k), '{}') into busy
        from (select distinct hashtext('vote:' || u) as k from unnest(user_ids) u) keys
        where not pg_try_advisory_xact_lock(k);
      end if;
      for i in 1 .. coalesce(array_length(user_ids, 1), 0) loop
        status := null; log_id := null; remaining := null; used_before := null;
        prior_winning := null; prior_losing := null; prior_outcome := null;
        if hashtext('vote:' || user_ids[i]) = any(busy) then
          status := 'busy';
          return next;
          continue;
        end if;
        select count(*) into n from voting.vote_events e where e.user_id = user_ids[i] and e.week_start = week_starts[i];
        used_before := n;
        if idempotency_keys[i] is not null then
          select e.winning_location_id, e.losing_location_id, e.outcome, e.votes_remaining into prior
          from voting.vote_events e where e.user_id = user_ids[i] and e.idempotency_key = idempotency_keys[i];
          if found then
            status := 'replay'; remaining := prior.votes_remaining;
            prior_winning := prior.winning_location_id; prior_losing := prior.losing_location_id; prior_outcome := prior.outcome;
            return next;
            continue;
          end if;
        end if;
        if n >= weekly_limit then
          status := 'limit';
          return next;
          continue;
        end if;
        new_id := null;
        -- A conflict here is the matchup token's unique index (another user's vote holds it; this
        -- user's votes are serialised by the lock and checked above): nothing is written.
        insert into voting.vote_events as e (event_id, user_id, winning_location_id, losing_location_id, outcome,
            matchup_token_id, voted_at, week_start, week_number, year_number, idempotency_key, votes_remaining)
        values (event_ids[i], user_ids[i], winning_ids[i], losing_ids[i], outcomes[i], token_ids[i], voted_ats[i],
            week_starts[i], week_numbers[i], year_numbers[i], idempotency_keys[i], weekly_limit - n - 1)
        on conflict do nothing
        returning e.id into new_id;
        if new_id is null then
          status := 'token used';
          return next;
          continue;
        end if;
        -- The operators' mirror of the weekly counter: one row per user, for the latest week voted in.
        insert into voting.user_vote_limits as l (user_id, week_number, year_number, votes_used, last_voted_at)
        values (user_ids[i], week_numbers[i], year_numbers[i], n + 1, voted_ats[i])
        on conflict (user_id) do update set week_number = excluded.week_number, year_number = excluded.year_number,
          votes_used = excluded.votes_used, last_voted_at = excluded.last_voted_at;
        status := 'accepted'; log_id := new_id; remaining := weekly_limit - n - 1;
        return next;
      end loop;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function voting.record_votes`.execute(db);
}
