/**
 * `npm test`: every test, in as little wall time as two cores allow, against one budget (issue 31).
 *
 * Stages run side by side where they do not depend on each other, up to one per core: the server tests (one
 * core: their files run one at a time) beside the checks, unit tests and build, then the end-to-end tests
 * (which need the build). Each stage's output is printed in one piece when it ends, so concurrent stages do
 * not interleave. At the end: a table of each stage's time against its budget (tests/budget.json), with a
 * WARNING line for each stage over its budget. Only a failed command fails the run (issue 48): a slow hour on
 * a shared machine is not a broken test, and the only hard limit on time is CI's own 90 minutes.
 *
 *   npm test                      everything
 *   npm test -- --only unit,e2e   some stages (and what they need)
 *   npm test -- --skip e2e        all but some
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';

export interface Stage {
  name: string;
  command: string[];
  needs?: string[];
  /** Cores the stage keeps busy, for the scheduler (a stage that uses more is still started alone). */
  cores: number;
  /** Extra environment for the stage's command. */
  env?: Record<string, string>;
}

export const STAGES: Stage[] = [
  // The longest single-core stage starts first and runs beside everything up to the end-to-end tests.
  { name: 'server', command: ['npx', 'vitest', 'run', '--project', 'server'], cores: 1 },
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'], cores: 1 },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'], cores: 1 },
  { name: 'format', command: ['npm', 'run', '-s', 'format:check'], cores: 1 },
  { name: 'i18n', command: ['npm', 'run', '-s', 'i18n:check'], cores: 1 },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-dom'], cores: 1 },
  { name: 'build', command: ['npm', 'run', '-s', 'build'], cores: 1 },
  // First-route JS per page against tests/bundle-budget.json (issue 20): sizes only, no timings.
  { name: 'budget', command: ['npm', 'run', '-s', 'check:budget'], needs: ['build'], cores: 1 },
  // The e2e tests' seeded database, made on the core the checks leave idle while the server tests finish
  // (the e2e stage would otherwise seed it at its start, with a core idle).
  { name: 'e2e-seed', command: ['node', '--import', 'tsx', 'e2e/seed.ts'], cores: 1 },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    needs: ['build', 'e2e-seed'],
    cores: 2,
    env: { E2E_SEEDED: '1' },
  },
];

export type Budget = Record<string, number>;

export function loadBudget(file = 'tests/budget.json'): Budget {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );
}

/** Over budget: longer than the stage's budget. A warning to find what slowed it, never a failure. */
export function overBudget(seconds: number, budget: number | undefined): boolean {
  return budget !== undefined && seconds > budget;
}

/** The stages to run for --only / --skip, with everything a chosen stage needs. */
export function selectStages(all: Stage[], only: string[] | undefined, skip: string[]): Stage[] {
  const names = new Set(all.map((s) => s.name));
  for (const n of [...(only ?? []), ...skip]) if (!names.has(n)) throw new Error(`no stage "${n}"`);
  const chosen = new Set(only ?? all.map((s) => s.name));
  for (const n of skip) chosen.delete(n);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of all)
      if (chosen.has(s.name))
        for (const need of s.needs ?? [])
          if (!chosen.has(need)) {
            chosen.add(need);
            grew = true;
          }
  }
  return all.filter((s) => chosen.has(s.name));
}

export interface Result {
  name: string;
  seconds: number;
  ok: boolean;
  skipped?: string;
}

function run(stage: Stage): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [cmd, ...args] = stage.command;
    const child = spawn(cmd!, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(
        `\n===== ${stage.name}: ${stage.command.join(' ')} =====\n${Buffer.concat(chunks).toString()}` +
          `===== ${stage.name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s =====\n`,
      );
      resolve({ name: stage.name, seconds, ok });
    });
  });
}

/** Runs the stages, each as soon as what it needs has passed and a core is free; a failed stage's dependants are skipped. */
export async function runStages(stages: Stage[], capacity: number, runner = run): Promise<Result[]> {
  const results = new Map<string, Result>();
  const running = new Map<string, Promise<void>>();
  let busy = 0;
  const pending = [...stages];
  while (pending.length > 0 || running.size > 0) {
    for (let i = 0; i < pending.length;) {
      const stage = pending[i]!;
      const failedNeed = (stage.needs ?? []).find((n) => results.get(n) && !results.get(n)!.ok);
      if (failedNeed) {
        results.set(stage.name, { name: stage.name, seconds: 0, ok: false, skipped: `${failedNeed} failed` });
        pending.splice(i, 1);
        continue;
      }
      const ready = (stage.needs ?? []).every((n) => results.get(n)?.ok);
      const fits = busy === 0 || busy + stage.cores <= capacity;
      if (!ready || !fits) {
        i++;
        continue;
      }
      pending.splice(i, 1);
      busy += stage.cores;
      running.set(
        stage.name,
        runner(stage).then((r) => {
          results.set(stage.name, r);
          busy -= stage.cores;
          running.delete(stage.name);
        }),
      );
    }
    if (running.size > 0) await Promise.race(running.values());
    else if (pending.length > 0) throw new Error(`cannot schedule ${pending.map((s) => s.name).join(', ')}`);
  }
  return stages.map((s) => results.get(s.name)!);
}

/**
 * The table of stage times against the budget, a warning for each stage (and the whole run) over its budget,
 * and the failures: failed stages only. Time alone never fails the run.
 */
export function report(
  results: Result[],
  budget: Budget,
  run: { total: number; whole: boolean },
): { table: string[]; warnings: string[]; failures: string[] } {
  const warnings: string[] = [];
  const failures: string[] = [];
  const table = results.map((r) => {
    const b = budget[r.name];
    let verdict = r.ok ? 'ok' : r.skipped ? `skipped (${r.skipped})` : 'FAILED';
    if (!r.ok && !r.skipped) failures.push(`stage ${r.name} failed (its output is above)`);
    if (r.ok && overBudget(r.seconds, b)) {
      verdict = 'ok, over budget';
      warnings.push(
        `stage ${r.name} took ${r.seconds.toFixed(0)} s, over its budget of ${b} s (tests/budget.json). ` +
          `On a busy machine that may be the machine; if it holds on a quiet one, find the test that slowed ` +
          `it (the end-to-end reporter lists the slowest; vitest prints each file's time).`,
      );
    }
    return `  ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(5)} s   budget ${String(b ?? '-').padStart(4)} s   ${verdict}`;
  });
  const totalBudget = budget['npm test'];
  table.push(
    `  ${'total'.padEnd(10)} ${run.total.toFixed(0).padStart(5)} s   budget ${String(totalBudget ?? '-').padStart(4)} s`,
  );
  if (run.whole && overBudget(run.total, totalBudget))
    warnings.push(`npm test took ${run.total.toFixed(0)} s, over its budget of ${totalBudget} s`);
  return { table, warnings, failures };
}

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, skip: { type: 'string', default: '' } },
  });
  const list = (s: string | undefined) => s?.split(',').filter(Boolean);
  const stages = selectStages(STAGES, list(values.only), list(values.skip) ?? []);
  const budget = loadBudget();
  const capacity = cpus().length;
  const started = performance.now();
  console.log(`npm test: ${stages.map((s) => s.name).join(', ')} on ${capacity} cores`);
  const results = await runStages(stages, capacity);
  const total = (performance.now() - started) / 1000;

  const { table, warnings, failures } = report(results, budget, {
    total,
    whole: selectStages(STAGES, undefined, []).length === stages.length,
  });
  console.log(`\n===== npm test: stage times (stages overlap; tests/budget.json) =====`);
  console.log(table.join('\n'));
  for (const w of warnings) console.log(`WARNING: ${w}`);
  if (failures.length > 0) {
    console.error(`\nnpm test failed:\n${failures.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
