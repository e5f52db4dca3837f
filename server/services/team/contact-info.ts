/**
 * The group contact-info PDF (GET /group/{id}/group-contact-info?fileFormat=PDF): each member's name, role,
 * telephone and e-mail, for those who manage the group. Same embedded font as the teamsheet.
 */
import { groupDisplayName } from '../../../domain/team/group.ts';
import { TEAMSHEET_LABELS as L } from '../../../domain/team/teamsheet-labels.ts';
import { translate, type Locale } from '../../i18n.ts';
import type { MemberRecord } from './team.repository.ts';
import { groupPdf } from './teamsheet.ts';

const COLUMNS = [
  { label: L.name, width: 170 },
  { label: L.role, width: 80 },
  { label: L.telephone, width: 110 },
  { label: L.email, width: 155 },
] as const;

export function renderContactInfo(d: {
  clubName: string;
  group: { name: string; suffix: string | null };
  members: MemberRecord[];
  locale: Locale;
}): Promise<Buffer> {
  const t = (m: { id: string; message: string }) => translate(m.id, d.locale, m.message);
  const { doc, done } = groupPdf(d.group);
  doc.fontSize(18).text(t(L.contactTitle));
  doc.fontSize(14).text(`${d.clubName} — ${groupDisplayName(d.group)}`);
  doc.moveDown();
  const row = (cells: string[]) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    let bottom = y;
    doc.fontSize(10);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: COLUMNS[i]!.width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += COLUMNS[i]!.width;
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - 60) doc.addPage();
  };
  row(COLUMNS.map((c) => t(c.label)));
  for (const m of d.members) {
    row([`${m.givenName} ${m.familyName}`, m.role, m.telephone ?? '', m.email ?? '']);
  }
  doc.end();
  return done;
}
