import { describe, expect, it } from 'vitest';
import { overBudget, report, runStages, selectStages, STAGES, type Stage } from '../../scripts/test-all.ts';

const stage = (name: string, cores = 1, needs?: string[]): Stage => ({
  name,
  command: ['true'],
  cores,
  needs,
});

describe('npm test runner', () => {
  it('a stage is over budget when it takes longer than its budget', () => {
    expect(overBudget(100, 100)).toBe(false);
    expect(overBudget(101, 100)).toBe(true);
    expect(overBudget(5_000, undefined)).toBe(false);
  });

  it('warns of a stage over its budget but fails only on a failed stage, never on time', () => {
    const budget = { server: 300, e2e: 500, lint: 150, 'npm test': 900 };
    const slow = report(
      [
        { name: 'server', seconds: 946, ok: true },
        { name: 'e2e', seconds: 1898, ok: true },
        { name: 'lint', seconds: 100, ok: true },
      ],
      budget,
      { total: 2846, whole: true },
    );
    expect(slow.failures).toEqual([]);
    expect(slow.warnings).toHaveLength(3);
    expect(slow.warnings[0]).toMatch(/^stage server took 946 s, over its budget of 300 s/);
    expect(slow.warnings[2]).toBe('npm test took 2846 s, over its budget of 900 s');
    expect(slow.table[0]).toMatch(/server\s+946 s\s+budget\s+300 s\s+ok, over budget$/);
    expect(slow.table.at(-1)).toMatch(/total\s+2846 s/);

    const broken = report(
      [
        { name: 'build', seconds: 10, ok: false },
        { name: 'e2e', seconds: 0, ok: false, skipped: 'build failed' },
      ],
      budget,
      { total: 10, whole: false },
    );
    expect(broken.failures).toEqual(['stage build failed (its output is above)']);
    expect(broken.warnings).toEqual([]);
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
