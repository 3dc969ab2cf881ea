import type { MigrationSet } from '@tn/kit/migrate';
import * as votes from './2026_11_22_0001_votes.ts';
import * as voteAnswers from './2026_11_23_0001_vote_answers.ts';
import * as ownData from './2026_11_23_0002_own_data.ts';
import * as votesByUser from './2026_11_23_0003_votes_by_user.ts';
import * as fairVotes from './2026_11_24_0001_fair_votes.ts';
import * as recordVotes from './2026_11_25_0001_record_votes.ts';

/** Schema `voting`, owned by this service. Migrations are listed in order, never edited. */
export const schema = 'voting';
export const migrations: MigrationSet = {
  '2026_11_22_0001_votes': votes,
  '2026_11_23_0001_vote_answers': voteAnswers,
  '2026_11_23_0002_own_data': ownData,
  '2026_11_23_0003_votes_by_user': votesByUser,
  '2026_11_24_0001_fair_votes': fairVotes,
  '2026_11_25_0001_record_votes': recordVotes,
};
