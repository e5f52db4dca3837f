/**
 * GET /group/{id}/teamsheet?fileFormat=PDF&… (medical details only for those who may see them) and
 * GET /group/{id}/group-contact-info?fileFormat=PDF (seed 2 §7).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { M } from '../../../domain/messages.ts';
import { describeRoute } from 'hono-openapi';
import { groupDisplayName, TeamsheetQuery } from '../../../domain/team/group.ts';
import { forbidden } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale } from '../../i18n.ts';
import { renderContactInfo } from './contact-info.ts';
import { renderTeamsheet } from './teamsheet.ts';
import { loadAccess } from './load-access.ts';
import { membersOf, organizationName } from './team.repository.ts';

const ContactInfoQuery = v.object({ fileFormat: v.optional(v.picklist(['PDF'], M.invalidOption.id), 'PDF') });

function pdfResponse(c: Context<AppEnv>, pdf: Buffer, name: string) {
  const file = `${name.replace(/[^\p{L}\p{N} _-]/gu, '')}.pdf`;
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}`,
    'Cache-Control': 'no-store',
  });
}

export function teamsheetRoute() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id/teamsheet',
    describeRoute({
      tags: ['group'],
      summary:
        'Teamsheet PDF (chairperson, secretary, officialTeamsheet, opposition, competition, date, includeDob TRUE/FALSE/YEAR_ONLY, includeMedical, includePhotoConsent)',
    }),
    guard('group.teamsheet', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('query', TeamsheetQuery),
    async (c) => {
      const a = await loadAccess(c, c.req.valid('param').id);
      const options = c.req.valid('query');
      const medical = options.includeMedical === 'true';
      if (medical && !a.canSeeMedical) throw forbidden('You may not see medical details of this team');
      const { db } = c.get('auth');
      const clubName = (await organizationName(db, a.group.organizationId)) ?? '';
      const pdf = await renderTeamsheet({
        clubName,
        group: a.group,
        members: await membersOf(db, [a.group.id]),
        options,
        medical,
        locale: pickLocale(c.req.header('accept-language')),
      });
      return pdfResponse(c, pdf, `${groupDisplayName(a.group)} teamsheet`);
    },
  );
  app.get(
    '/:id/group-contact-info',
    describeRoute({
      tags: ['group'],
      summary: "Contact-info PDF: members' names, roles, telephones and e-mails",
    }),
    guard('group.contactInfo', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('query', ContactInfoQuery),
    async (c) => {
      const a = await loadAccess(c, c.req.valid('param').id);
      const { db } = c.get('auth');
      const clubName = (await organizationName(db, a.group.organizationId)) ?? '';
      const pdf = await renderContactInfo({
        clubName,
        group: a.group,
        members: await membersOf(db, [a.group.id]),
        locale: pickLocale(c.req.header('accept-language')),
      });
      return pdfResponse(c, pdf, `${groupDisplayName(a.group)} contacts`);
    },
  );
  return app;
}
