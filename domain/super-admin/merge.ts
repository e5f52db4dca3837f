/**
 * Club merge (seed 3 §2 "Super admin" dialogs, §4: "Organisation merge copies source organisations into a
 * target"; §7 GET/POST /utility/merge-organizations?targetOrgId=&sourceOrgIds=). Refused (ours; the spec shows
 * no rules beyond this): a source that is the target, named twice, missing, already deleted or merged, or not
 * a club; at most MERGE_SOURCES_MAX sources at once.
 */
import * as v from 'valibot';
import { Id, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

export const MERGE_SOURCES_MAX = 10;

export const MergeInput = v.pipe(
  strictObject({
    targetId: Id,
    sourceIds: v.pipe(
      v.array(Id, M.invalid.id),
      v.minLength(1, M.required.id),
      v.maxLength(MERGE_SOURCES_MAX, M.mergeSourcesMax.id),
    ),
  }),
  v.forward(
    v.check((m) => !m.sourceIds.includes(m.targetId), M.mergeIntoItself.id),
    ['sourceIds'],
  ),
  v.forward(
    v.check((m) => new Set(m.sourceIds).size === m.sourceIds.length, M.mergeSourceTwice.id),
    ['sourceIds'],
  ),
);
export type MergeInput = v.InferOutput<typeof MergeInput>;

export interface MergeResult {
  targetId: string;
  sourceIds: string[];
  moved: { members: number; teams: number; fixtures: number; places: number; memberships: number };
}
