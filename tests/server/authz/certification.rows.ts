/** Matrix rows: certifications and qualifications, their certificates, CRBOT information and their lists. */
import { uuidv7 } from 'uuidv7';
import { certification, personCrbot } from '../../../server/db/schema/index.ts';
import { ANONYMOUS, REFUSED, type Caller, type ProbeContext, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';

/**
 * A throw-away certification of the demo member (an adult of the main club), written straight to the
 * database: the probe of a destructive or file route gets one of its own.
 */
export async function memberCertification(
  ctx: ProbeContext,
  opts: { certificate?: boolean; private?: boolean; type?: string } = {},
): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db.insert(certification).values({
    id,
    personId: ctx.ids.me.member,
    type: opts.type ?? 'COACHING_AWARD',
    name: `Probe award ${id}`,
    reference: 'PROBE-1',
    label: 'GAA Games Development',
    validFrom: '2025-01-01',
    certificatePrivate: opts.private ?? true,
    ...(opts.certificate
      ? {
          certificateName: 'award.pdf',
          certificateContentType: 'application/pdf',
          certificateData: Buffer.from('%PDF-1.4 probe'),
        }
      : {}),
  });
  return id;
}

/** The officer (club secretary: EXEC_SECRETARY) with CRBOT information filed. */
async function officerWithCrbot(ctx: ProbeContext): Promise<string> {
  const personId = ctx.ids.me.officer;
  await ctx.s.database.db
    .insert(personCrbot)
    .values({
      personId,
      nationality: 'IE',
      identityType: 'PASSPORT',
      identityNumber: '1234567TW',
      organizations: [{ organizationId: ctx.ids.mainClub, dateAssigned: '2024-01-01' }],
      interests: 'TRUSTEE',
      confirmed: true,
      lastSubmittedAt: new Date(),
    })
    .onConflictDoNothing();
  return personId;
}

const own = (ctx: ProbeContext, caller: Caller) => ctx.ids.me[caller === ANONYMOUS ? 'member' : caller];

export const CERTIFICATION_ROWS: Row[] = [
  {
    route: 'GET /api/certification',
    path: () => '/api/certification',
    allow: 'signed-in',
    why: "the caller's own certifications",
  },
  {
    route: 'POST /api/certification',
    path: () => '/api/certification',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'anyone with a person adds their own',
  },
  {
    route: 'DELETE /api/certification/:id',
    path: (_ids, ctx) => memberCertification(ctx).then((id) => `/api/certification/${id}`),
    allow: ['member', 'super-admin'],
    ok: 204,
    why: "the person (or their guardian) and super admins; the club's officers read only",
  },
  {
    route: 'POST /api/certification/:id/certificate',
    path: (_ids, ctx) => memberCertification(ctx).then((id) => `/api/certification/${id}/certificate`),
    body: REFUSED,
    allow: ['member', 'super-admin'],
    ok: 400,
    why: 'the person (or their guardian) and super admins attach the certificate',
  },
  {
    route: 'GET /api/certification/:id/certificate',
    path: (_ids, ctx) =>
      memberCertification(ctx, { certificate: true, private: false }).then(
        (id) => `/api/certification/${id}/certificate`,
      ),
    allow: ['member', 'officer', 'childrens-officer', 'super-admin'],
    why: "a public certificate: the person, their club's admins and vetting admin, super admins",
  },
  ...['certifications', 'crbot/nationality', 'crbot/identity-type', 'crbot/interest'].map((a): Row => ({
    route: `GET /api/asset/${a}`,
    path: () => `/api/asset/${a}`,
    allow: 'public',
    why: 'reference lists for the forms',
  })),
  {
    route: 'GET /api/person/:id/crbot',
    path: (_ids, ctx) => officerWithCrbot(ctx).then((id) => `/api/person/${id}/crbot`),
    allow: ['officer', 'super-admin'],
    why: 'the person and super admins (it holds the PPS number)',
  },
  {
    route: 'PUT /api/person/:id/crbot',
    path: (_ids, ctx, caller) => `/api/person/${own(ctx, caller)}/crbot`,
    body: REFUSED,
    allow: ['officer', 'childrens-officer'],
    ok: 400,
    why: 'each for themself, executive committee members only (the secretary, the children’s officer)',
  },
];

/** A club that is not the officer's: the officer is admin and draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

export const CERTIFICATION_BOLA_CASES: BolaCase[] = [
  {
    object: 'certification',
    name: 'a member lists another adult’s certifications',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/certification?filter=personId:${ids.me.coach}`,
    status: 403,
  },
  {
    object: 'certification',
    name: 'a club admin lists the certifications of another club’s member',
    as: 'officer',
    method: 'GET',
    path: (ids) => `/api/certification?filter=personId:${ids.stranger}`,
    status: 403,
  },
  {
    object: 'certification',
    name: 'a children’s officer lists another club’s people',
    as: 'childrens-officer',
    method: 'GET',
    path: () => `/api/certification?filter=organizationId:${OTHER_CLUB}`,
    status: 403,
  },
  {
    object: 'certification',
    name: 'a member adds a certification to another adult',
    as: 'member',
    method: 'POST',
    path: () => '/api/certification',
    body: (ids) => ({
      personId: ids.me.coach,
      type: 'OTHER',
      name: 'Planted',
      reference: 'X',
      label: 'X',
      validFrom: '2025-01-01',
    }),
    status: 403,
  },
  {
    object: 'crbot',
    name: 'the children’s officer reads the secretary’s CRBOT (PPS number)',
    as: 'childrens-officer',
    method: 'GET',
    path: (ids) => `/api/person/${ids.me.officer}/crbot`,
    status: 403,
  },
  {
    object: 'crbot',
    name: 'the secretary files CRBOT for the children’s officer',
    as: 'officer',
    method: 'PUT',
    path: (ids) => `/api/person/${ids.me['childrens-officer']}/crbot`,
    body: () => ({}),
    status: 403,
  },
];
