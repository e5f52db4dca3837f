/**
 * Demo designated health supervisors (health.policy.ts): the children's officer (Máire) for the U14 hurlers,
 * where the parent's children play, and the coach (Niamh) for the senior footballers — so the coach, who
 * also coaches the U14s, is a supervisor of another team and sees none of the U14 questionnaires. And one
 * questionnaire the parent filled in for the younger child at seed time (clear to play): deleted with every
 * other after 3 weeks by the retention job.
 */
import type { Tx } from '../client.ts';
import { healthQuestionnaire, healthSupervisor } from '../schema/index.ts';
import { MAIN_CLUB_KEY } from './clubs.ts';
import { orgId } from './geography.ts';
import { personId } from './people.ts';
import type { DemoContext } from './demo.ts';
import { seedId } from './random.ts';
import { COACH_TEAMS } from './teams.ts';

/** The seeded questionnaire (the younger child, U14 hurling). */
export const DEMO_QUESTIONNAIRE_ID = seedId('health-questionnaire', 'demo:parent:child-younger');

export const HEALTH_SUPERVISORS = { u14: 'childrens-officer', senior: 'coach' } as const;

export async function seedDemoHealthSupervisors(tx: Tx, ctx: DemoContext): Promise<void> {
  const rows = Object.entries(HEALTH_SUPERVISORS).map(([key, username]) => {
    const groupId = COACH_TEAMS[key as keyof typeof COACH_TEAMS];
    const personId = ctx.userPersonIds[username]!;
    return {
      id: seedId('health-supervisor', `${groupId}:${personId}`),
      groupId,
      personId,
      designatedBy: ctx.userPersonIds.officer ?? null,
    };
  });
  await tx.insert(healthSupervisor).values(rows);
  await tx.insert(healthQuestionnaire).values({
    id: DEMO_QUESTIONNAIRE_ID,
    personId: personId('demo:parent:child-younger'),
    submittedBy: ctx.userPersonIds.parent!,
    isPersonalForm: false,
    organizationId: orgId.club(MAIN_CLUB_KEY),
    groupId: COACH_TEAMS.u14,
    givenName: 'Cian',
    familyName: 'Ó Briain',
    answers: {
      personalDiagnosis: false,
      highTemperature: false,
      shortnessOfBreath: false,
      continuousCough: false,
      noSmellOrTaste: false,
      headacheRunnyNose: false,
      recentContact: false,
    },
    result: 'CLEAR',
    submittedAt: ctx.now,
  });
}
