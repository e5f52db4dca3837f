import { describe, expect, it } from 'vitest';
import { overBudget, runStages, selectStages, STAGES, type Stage } from '../../scripts/test-all.ts';

const stage = (name: string, cores = 1, needs?: string[]): Stage => ({
  name,
  command: ['true'],
  cores,
  needs,
});

describe('npm test runner', () => {
  it('fails a stage only when it takes more than twice its budget', () => {
    expect(overBudget(200, 100)).toBe(false);
    expect(overBudget(201, 100)).toBe(true);
    expect(overBudget(5_000, undefined)).toBe(false);
    // A short stage is not failed for a busy minute: over only when also a minute over its budget.
    expect(overBudget(70, 20)).toBe(false);
    expect(overBudget(81, 20)).toBe(true);
  });

  it('--only brings what a stage needs; --skip leaves stages out; an unknown name is refused', () => {
    expect(selectStages(STAGES, ['e2e'], []).map((s) => s.name)).toEqual(['build', 'e2e-seed', 'e2e']);
    expect(selectStages(STAGES, undefined, ['e2e', 'server']).map((s) => s.name)).not.toContain('server');
    expect(() => selectStages(STAGES, ['nope'], [])).toThrow('no stage "nope"');
  });

  it('runs stages side by side up to the cores, after what they need, and skips the dependants of a failure', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const fake = async (s: Stage) => {
      running += s.cores;
      most = Math.max(most, running);
      log.push(`start ${s.name}`);
      await new Promise((r) => setTimeout(r, 5));
      running -= s.cores;
      return { name: s.name, seconds: 0.005, ok: s.name !== 'build' };
    };
    const results = await runStages(
      [stage('server'), stage('check'), stage('build'), stage('e2e', 2, ['build']), stage('unit')],
      2,
      fake,
    );
    expect(most).toBe(2);
    expect(log.slice(0, 2)).toEqual(['start server', 'start check']);
    expect(log).not.toContain('start e2e');
    expect(results.find((r) => r.name === 'e2e')).toMatchObject({ ok: false, skipped: 'build failed' });
    expect(results.map((r) => r.name)).toEqual(['server', 'check', 'build', 'e2e', 'unit']);
  });
});
