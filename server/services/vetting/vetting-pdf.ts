/**
 * GET /api/vetting/{id}/generate-nvb-file?type=NVB1|NVB3 (seed 3 §7; the table's DOWNLOAD_PDF): the NVB1
 * vetting invitation form, or the NVB3 parent or guardian consent form of an applicant under 18, filled in
 * from the application, in the caller's language. Read by those who play a part in the application; each
 * download is written to the access log.
 */
import type { Hono } from 'hono';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';
import { NVB_LABELS as L } from '../../../domain/vetting/nvb-labels.ts';
import { vettingApi } from '../../../domain/vetting/vetting.contract.ts';
import { route } from '../../http/contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { a4Pdf } from '../../lib/pdf.ts';
import { callerText, fieldError } from './vetting-answers.ts';
import { clubName, findApplication, logAccess, type VettingRow } from './vetting.repository.ts';

function render(
  row: VettingRow,
  club: string,
  type: 'NVB1' | 'NVB3',
  t: (d: { id: string; message: string }) => string,
) {
  const a = row.applicant;
  const { doc, done } = a4Pdf(`${type} ${row.reference}`);
  doc.fontSize(18).text(t(type === 'NVB1' ? L.nvb1Title : L.nvb3Title));
  doc.moveDown();
  const address = [a.addressLine1, a.addressLine2, a.town, a.county, a.postcode].filter(Boolean).join(', ');
  const lines: [string, string][] = [
    [t(L.reference), row.reference],
    [t(L.applicant), `${a.givenName} ${a.familyName}`],
    [t(L.birthDate), formatDisplayDate(a.birthDate)],
    [t(L.address), address],
    [t(L.email), a.email],
    [t(L.phone), a.phone],
    [t(L.club), club],
    [t(L.association), row.association],
    [t(L.role), row.role],
  ];
  if (type === 'NVB3' && row.guardian)
    lines.push([t(L.guardian), `${row.guardian.name} (${row.guardian.email})`]);
  for (const [label, value] of lines) doc.fontSize(11).text(`${label}: ${value}`);
  doc.moveDown();
  if (type === 'NVB3') doc.text(t(L.consent)).moveDown();
  doc.text(`${t(L.signature)}: ______________________________`);
  doc.end();
  return done;
}

export function pdfRoutes(app: Hono<AppEnv>) {
  route(app, vettingApi.nvbForm, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params: { id }, query: { type } }) => {
      const { db, principal } = c.get('auth');
      const row = (await findApplication(db, id))!;
      if (type === 'NVB3' && !row.guardian) throw fieldError(c, 400, 'type', M.vettingGuardianRequired.id);
      const pdf = await render(row, (await clubName(db, row.organizationId)) ?? '', type, callerText(c));
      await logAccess(db, { accountId: principal!.accountId, action: `DOWNLOAD_${type}`, applicationId: id });
      return c.body(new Uint8Array(pdf), 200, {
        'Cache-Control': 'no-store',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${type}-${row.reference}.pdf"`,
      });
    },
  });
}
