/**
 * Demo designated health supervisors (health.policy.ts): the children's officer (Máire) for the U14 hurlers,
 * where the parent's children play, and the coach (Niamh) for the senior footballers — so the coach, who
 * also coaches the U14s, is a supervisor of another team and sees none of the U14 questionnaires.
 */
import type { Tx } from '../client.ts';
import { healthSupervisor } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { seedId } from './random.ts';
import { COACH_TEAMS } from './teams.ts';

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
}
