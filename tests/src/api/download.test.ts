import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../../../src/api/download';

describe('dispositionFileName', () => {
  it('reads the name a Content-Disposition header gives, the UTF-8 form first, never a path', () => {
    expect(dispositionFileName('attachment; filename="club-compas-naomh-padraig-2026-11-27.pdf"')).toBe(
      'club-compas-naomh-padraig-2026-11-27.pdf',
    );
    expect(dispositionFileName("attachment; filename*=UTF-8''Naomh%20P%C3%A1draig%20teamsheet.pdf")).toBe(
      'Naomh Pádraig teamsheet.pdf',
    );
    expect(
      dispositionFileName('attachment; filename="fallback.pdf"; filename*=UTF-8\'\'r%C3%A9amh.pdf'),
    ).toBe('réamh.pdf');
    expect(dispositionFileName('attachment; filename=export.csv')).toBe('export.csv');
    expect(dispositionFileName('attachment; filename=report.csv; size=12')).toBe('report.csv');
    expect(dispositionFileName('attachment; filename="a \\"quoted\\" name.csv"')).toBe('a "quoted" name.csv');
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
