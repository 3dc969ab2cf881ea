import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layout rules of eslint.config.js, proved on planted code at real paths: each violation
// is reported (so it fails `pnpm lint`) and the legitimate form next to it is not. The relative
// imports point at files that exist, because the path rule resolves them.

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYOUT_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
  'import-x/no-default-export',
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layout rules that fire on `code` as if it were the file at `filePath` (repo-relative). */
async function layoutProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}`, warnIgnored: true });
  expect(result, filePath).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `${filePath} must parse`).toEqual([]);
  return result!.messages.filter((m) => m.ruleId && LAYOUT_RULES.has(m.ruleId)).map((m) => m.ruleId!);
}

describe('lint: services', () => {
  it('a service importing another service by package or by relative path is reported', async () => {
    expect(await layoutProblems('services/catalog/src/locations/x.ts', "export { migrations } from '@tn/voting/migrations';\n"))
      .toContain('no-restricted-imports');
    expect(await layoutProblems('services/catalog/src/locations/x.ts', "export { weekOf } from '../../../voting/src/votes/week.ts';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems('services/voting/test/x.test.ts', "import type { EloResult } from '../../ranking/src/projector/elo.ts';\nexport type T = EloResult;\n"))
      .toContain('import-x/no-restricted-paths');
  });

  it('a service may import @tn/kit, @tn/contracts and its own folder', async () => {
    const code = [
      "import { createDb } from '@tn/kit/db';",
      "import { WEEKLY_VOTE_LIMIT } from '@tn/contracts/constants';",
      "import { Vote } from '@tn/contracts/votes';",
      "import { weekOf } from '../src/votes/week.ts';",
      'export const used = [createDb, WEEKLY_VOTE_LIMIT, Vote, weekOf];',
    ].join('\n');
    expect(await layoutProblems('services/voting/test/x.test.ts', code)).toEqual([]);
  });

  it('kit and contracts import no service', async () => {
    expect(await layoutProblems('services/kit/src/x.ts', "export { applyElo } from '@tn/ranking/elo';\n")).toContain('no-restricted-imports');
    expect(await layoutProblems('services/contracts/src/x.ts', "export { buildApp } from '../../catalog/src/app.ts';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems('services/contracts/src/x.ts', "export { ErrorBody } from './common.ts';\n")).toEqual([]);
  });

  it('the gateway imports no service, only kit and contracts', async () => {
    expect(await layoutProblems('gateway/src/x.ts', "export { migrations } from '@tn/catalog/migrations';\n")).toContain('no-restricted-imports');
    expect(await layoutProblems('gateway/src/x.ts', "export { buildApp } from '../../services/catalog/src/app.ts';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems('gateway/src/x.ts', "export { createDb } from '@tn/kit/db';\nexport { upstreams } from './upstreams.ts';\n"))
      .toEqual([]);
  });

  it('infra composes the stack: it may import services’ entry points', async () => {
    expect(await layoutProblems('infra/x.ts', "export { migrations } from '@tn/catalog/migrations';\nexport { applyElo } from '@tn/ranking/elo';\n"))
      .toEqual([]);
  });
});

describe('lint: web', () => {
  it('never imports @tn/kit or a service, not even a type', async () => {
    expect(await layoutProblems('web/src/lib/x.ts', "export { createDb } from '@tn/kit/db';\n")).toContain('no-restricted-imports');
    expect(await layoutProblems('web/src/lib/x.ts', "import type { DbOptions } from '@tn/kit/db';\nexport type T = DbOptions;\n"))
      .toContain('no-restricted-imports');
    expect(await layoutProblems('web/src/lib/x.ts', "export { migrations } from '@tn/voting/migrations';\n")).toContain('no-restricted-imports');
    expect(await layoutProblems('web/src/lib/x.ts', "export const load = () => import('@tn/kit/db');\n")).toContain('no-restricted-syntax');
  });

  it('takes contract values only from the TypeBox-free modules (constants, search), other contracts as types', async () => {
    const file = 'web/src/features/voting/api/x.ts';
    expect(await layoutProblems(file, "import { Vote } from '@tn/contracts/votes';\nexport const schema = Vote;\n")).toContain('no-restricted-imports');
    expect(await layoutProblems(file, "import { type Vote, Season } from '@tn/contracts/votes';\nexport const s: Vote | typeof Season = Season;\n"))
      .toContain('no-restricted-imports');
    expect(await layoutProblems(file, "import type { Vote } from '@tn/contracts/votes';\nexport type T = Vote;\n")).toEqual([]);
    expect(await layoutProblems(file, "import { type Vote } from '@tn/contracts/votes';\nexport type T = Vote;\n")).toEqual([]);
    expect(await layoutProblems(file, "import { WEEKLY_VOTE_LIMIT } from '@tn/contracts/constants';\nexport const n = WEEKLY_VOTE_LIMIT;\n"))
      .toEqual([]);
    expect(await layoutProblems(file, "import { matchesSearch } from '@tn/contracts/search';\nexport const m = matchesSearch;\n"))
      .toEqual([]);
  });

  it('a feature never imports another feature; its own folder and shared code are fine', async () => {
    const file = 'web/src/features/voting/components/x.tsx';
    expect(await layoutProblems(file, "export { LocationCard } from '../../locations/components/location-card.tsx';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems(file, "export { useSignedIn } from '../../auth/hooks/use-signed-in.ts';\n")).toContain('import-x/no-restricted-paths');
    const legit = [
      "export { MatchupCard } from './matchup-card.tsx';",
      "export { votesKeys } from '../api/votes-keys.ts';",
      "export { Button } from '../../../components/ui/button.tsx';",
      "export { cn } from '../../../lib/cn.ts';",
    ].join('\n');
    expect(await layoutProblems(file, legit)).toEqual([]);
  });

  it('shared code (components, lib, hooks, config) never imports a feature', async () => {
    expect(await layoutProblems('web/src/components/layout/x.tsx', "export { AccountButton } from '../../features/auth/components/account-button.tsx';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems('web/src/lib/x.ts', "export { LocationCard } from '../features/locations/components/location-card.tsx';\n"))
      .toContain('import-x/no-restricted-paths');
    expect(await layoutProblems('web/src/app/x.tsx', "export { AccountButton } from '../features/auth/components/account-button.tsx';\n"))
      .toEqual([]);
  });

  it('no default export, except in config files a tool loads', async () => {
    expect(await layoutProblems('web/src/components/ui/x.tsx', 'export default function Badge() {\n  return null;\n}\n'))
      .toContain('import-x/no-default-export');
    expect(await layoutProblems('web/src/components/ui/x.tsx', 'function Badge() {\n  return null;\n}\nexport { Badge as default };\n'))
      .toContain('import-x/no-default-export');
    expect(await layoutProblems('services/catalog/src/x.ts', 'export default 1;\n')).toContain('import-x/no-default-export');
    expect(await layoutProblems('web/src/components/ui/x.tsx', 'export function Badge() {\n  return null;\n}\n')).toEqual([]);
    expect(await layoutProblems('web/vite.config.ts', 'export default {};\n')).toEqual([]);
  });
});
