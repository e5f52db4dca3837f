/** GET /group/{id}/teamsheet?fileFormat=PDF&… (seed 2 §7): medical details only for those who may see them. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { groupDisplayName, TeamsheetQuery } from '../../../domain/team/group.ts';
import { organization } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale } from '../../i18n.ts';
import { renderTeamsheet } from './teamsheet.ts';
import { loadAccess } from './load-access.ts';
import { membersOf } from './team.repository.ts';

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
      const [club] = await db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, a.group.organizationId));
      const pdf = await renderTeamsheet({
        clubName: club?.name ?? '',
        group: a.group,
        members: await membersOf(db, [a.group.id]),
        options,
        medical,
        locale: pickLocale(c.req.header('accept-language')),
      });
      const file = `${groupDisplayName(a.group).replace(/[^\p{L}\p{N} _-]/gu, '')} teamsheet.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file)}`,
        'Cache-Control': 'no-store',
      });
    },
  );
  return app;
}
