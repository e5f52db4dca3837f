/**
 * The teamsheet PDF (seed 2 §3 options), an A4 page of server/lib/pdf.ts.
 */
import { a4Pdf } from '../../lib/pdf.ts';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import { groupDisplayName, type TeamsheetQuery } from '../../../domain/team/group.ts';
import { TEAMSHEET_LABELS as L } from '../../../domain/team/teamsheet-labels.ts';
import { translate, type Locale } from '../../i18n.ts';
import type { MemberRecord } from './team.repository.ts';

/** An A4 PDF titled with the group's name, and the bytes it will hold once `doc.end()` is called. */
export function groupPdf(group: { name: string; suffix: string | null }) {
  return a4Pdf(groupDisplayName(group));
}

export interface TeamsheetData {
  clubName: string;
  group: { name: string; suffix: string | null; activity: string; ageLevel: string };
  members: MemberRecord[];
  options: TeamsheetQuery;
  /** Whether medical details may be printed (includeMedical and the caller may see them). */
  medical: boolean;
  locale: Locale;
}

function dobText(birthDate: string | null, mode: TeamsheetQuery['includeDob']): string {
  if (!birthDate) return '';
  return mode === 'YEAR_ONLY' ? birthDate.slice(0, 4) : formatDisplayDate(birthDate);
}

export function renderTeamsheet(d: TeamsheetData): Promise<Buffer> {
  const t = (m: { id: string; message: string }) => translate(m.id, d.locale, m.message);
  const o = d.options;
  const { doc, done } = groupPdf(d.group);

  doc.fontSize(18).text(o.officialTeamsheet === 'true' ? t(L.officialTitle) : t(L.title));
  doc.fontSize(14).text(`${d.clubName} — ${groupDisplayName(d.group)}`);
  doc.fontSize(10).text(`${d.group.activity} · ${d.group.ageLevel}`);
  for (const [label, value] of [
    [L.competition, o.competition],
    [L.opposition, o.opposition],
    [L.date, o.date ? formatDisplayDate(o.date) : ''],
  ] as const) {
    if (value) doc.text(`${t(label)}: ${value}`);
  }
  doc.moveDown();

  const players = d.members.filter((m) => m.role === 'PLAYER');
  const officials = d.members.filter((m) => m.role !== 'PLAYER');
  const cols: { label: string; width: number; value: (m: MemberRecord, i: number) => string }[] = [
    { label: t(L.number), width: 30, value: (_m, i) => String(i + 1) },
    { label: t(L.name), width: 190, value: (m) => `${m.givenName} ${m.familyName}` },
  ];
  if (o.includeDob !== 'FALSE')
    cols.push({ label: t(L.dob), width: 85, value: (m) => dobText(m.birthDate, o.includeDob) });
  if (o.includePhotoConsent === 'true') {
    cols.push({
      label: t(L.photoConsent),
      width: 80,
      value: (m) => (m.photoConsentStatus === 'YES' ? t(L.yes) : t(L.no)),
    });
  }
  if (d.medical) {
    cols.push({
      label: t(L.medical),
      width: 130,
      value: (m) => [m.medicalAlert, m.medicalDetails].filter(Boolean).join(' — '),
    });
  }
  const row = (cells: string[], size: number) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    let bottom = y;
    doc.fontSize(size);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: cols[i]!.width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!.width;
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 80) doc.addPage();
  };
  row(
    cols.map((c) => c.label),
    10,
  );
  players.forEach((m, i) =>
    row(
      cols.map((c) => c.value(m, i)),
      10,
    ),
  );

  if (officials.length > 0) {
    doc.moveDown().fontSize(12).text(t(L.officials), doc.page.margins.left);
    doc.fontSize(10);
    for (const m of officials) doc.text(`${m.givenName} ${m.familyName} (${m.role})`);
  }
  doc.moveDown(2).fontSize(10);
  doc.text(`${t(L.chairperson)}: ${o.chairperson ?? ''}  ________________________`, doc.page.margins.left);
  doc.moveDown();
  doc.text(`${t(L.secretary)}: ${o.secretary ?? ''}  ________________________`);
  doc.end();
  return done;
}
