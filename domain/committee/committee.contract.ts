/**
 * A club's committee (seed 3 §2 admin committees, §3 Committee, §5 the committee check), each call declared
 * once (docs/adr/0022-route-contracts.md): registered by server/services/committee/committee.routes.ts.
 */
import * as v from 'valibot';
import { defineRoute, pagedList } from '../lib/contract.ts';
import { listQuery } from '../lib/list-query.ts';
import {
  AssignPositionInput,
  CommitteeAuditDoc,
  CommitteeCheckDoc,
  CommitteeDoc,
  CustomPositionInput,
} from './committee.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const OrgParam = v.object({ id: Key });
const PositionParam = v.object({ id: Key, positionId: Key });
const tag = 'committee';

export const committeeApi = {
  committee: defineRoute({
    method: 'GET',
    path: '/organization/:id/committee',
    tag,
    summary: "The club's committee: positions by rank, members, check",
    policy: 'committee.read',
    params: OrgParam,
    response: CommitteeDoc,
  }),
  check: defineRoute({
    method: 'GET',
    path: '/organization/:id/committee/check',
    tag,
    summary: "§5: what keeps the club's surveys from review (message ids; empty: it passes)",
    policy: 'committee.check',
    params: OrgParam,
    response: CommitteeCheckDoc,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/organization/:id/committee/history',
    tag,
    summary: 'The committee’s group audit events, newest first',
    policy: 'committee.read',
    params: OrgParam,
    query: listQuery({ maxSize: 100, defaultSize: 100 }),
    response: pagedList('events', CommitteeAuditDoc),
  }),
  assign: defineRoute({
    method: 'PUT',
    path: '/organization/:id/committee/position/:positionId/assignee',
    tag,
    summary: 'Assign a member of the club to a position',
    policy: 'committee.change',
    params: PositionParam,
    body: AssignPositionInput,
    response: CommitteeDoc,
  }),
  unassign: defineRoute({
    method: 'DELETE',
    path: '/organization/:id/committee/position/:positionId/assignee',
    tag,
    summary: 'Leave a position open (unassign its holder)',
    policy: 'committee.change',
    params: PositionParam,
    response: CommitteeDoc,
  }),
  createPosition: defineRoute({
    method: 'POST',
    path: '/organization/:id/committee/position',
    tag,
    summary: 'Create a custom position (ranked after the others)',
    policy: 'committee.change',
    params: OrgParam,
    body: CustomPositionInput,
    response: CommitteeDoc,
    status: 201,
  }),
  deletePosition: defineRoute({
    method: 'DELETE',
    path: '/organization/:id/committee/position/:positionId',
    tag,
    summary: 'Delete a custom position (the standard ones stay)',
    policy: 'committee.change',
    params: PositionParam,
    response: CommitteeDoc,
  }),
} as const;
