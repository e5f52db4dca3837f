import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../../src/api/download';

describe('dispositionFileName (seed 3 §7: a report is named by Content-Disposition)', () => {
  it('reads the quoted, bare and RFC 6266 names, keeps only the last path segment, and gives null without one', () => {
    expect(dispositionFileName('attachment; filename="survey-submissions-2026-11-27.csv"')).toBe(
      'survey-submissions-2026-11-27.csv',
    );
    expect(dispositionFileName('attachment; filename=report.csv; size=12')).toBe('report.csv');
    expect(
      dispositionFileName(`attachment; filename="fallback.csv"; filename*=UTF-8''Su%C3%ADrbh%C3%A9.csv`),
    ).toBe('Suírbhé.csv');
    expect(dispositionFileName('attachment; filename="a \\"quoted\\" name.csv"')).toBe('a "quoted" name.csv');
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
