/**
 * Club Compas accreditation (seed 3 §4, §9): each item is a RADIO question with a priority rating, met when
 * answered YES. Bronze when every must-do item is met, Silver when every should-do item is too, Gold when
 * every could-do item is too. Platinum is never computed: an assessor awards it. Accreditation lasts
 * ACCREDITATION_YEARS from approval (ours: the spec names an expiry date but not its length).
 */
import type { Answers } from './answers.ts';
import { questionsOf, type DefinitionSections } from './definition.ts';
import { PRIORITIES, type Level, type Priority } from './enums.ts';
import { addYears } from '../lib/days.ts';

export const MET = 'YES';
export const ACCREDITATION_YEARS = 3;

const LEVEL_OF: Record<Priority, Level> = { MUST: 'BRONZE', SHOULD: 'SILVER', COULD: 'GOLD' };

export interface ItemsMet {
  met: Record<Priority, number>;
  total: Record<Priority, number>;
}

export function itemsMet(def: DefinitionSections, answers: Answers): ItemsMet {
  const met = { MUST: 0, SHOULD: 0, COULD: 0 };
  const total = { MUST: 0, SHOULD: 0, COULD: 0 };
  for (const q of questionsOf(def)) {
    if (!q.priority) continue;
    total[q.priority]++;
    if (answers[q.id] === MET) met[q.priority]++;
  }
  return { met, total };
}

/** The highest level whose items, and every lower level's, are all met; null when a must-do item is not. */
export function compasLevel(def: DefinitionSections, answers: Answers): Level | null {
  const { met, total } = itemsMet(def, answers);
  let level: Level | null = null;
  for (const p of PRIORITIES) {
    if (met[p] < total[p]) break;
    level = LEVEL_OF[p];
  }
  return level;
}

/** The accreditation's expiry (yyyy-MM-dd) for an approval on `approvedOn` (yyyy-MM-dd). */
export function accreditationExpiry(approvedOn: string): string {
  return addYears(approvedOn, ACCREDITATION_YEARS);
}
