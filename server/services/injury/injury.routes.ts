/**
 * GET and POST /api/injury; GET, PUT and DELETE /api/injury/{id}; GET /api/injury/person-search.
 * Policy: injury.policy.ts (`injury.list`, `.create`, `.read`, `.update`, `.delete`, `.people`).
 * Use case in save-injury.ts (shared with the offline push, injury.sync.ts); SQL in injury.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { INJURY_FILTER_KEYS, InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import { PLAYER_AVAILABILITIES } from '../../../domain/injury/enums.ts';
import { listQuery, parseFilter } from '../../../domain/lib/list-query.ts';
import { CONFLICT_MESSAGES, M, messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, ConflictError, notFound, type FieldError } from '../../http/errors.ts';
import { ifMatchVersion, versionTag } from '../../http/etag.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { toInjuryDoc } from './injury.dto.ts';
import { coachedTeamIds, isInjurySpecialist, mayReadPrivateNotes } from './injury.policy.ts';
import {
  deleteInjuryRecord,
  listInjuryRecords,
  type InjuryQuery,
  type InjuryScope,
} from './injury.repository.ts';
import { personSearchRoute } from './person-search.ts';
import { injuryDoc, saveInjury, type SaveInjuryOutcome } from './save-injury.ts';

export const INJURY_PAGE_MAX = 300;
const InjuryListQuery = listQuery({ maxSize: INJURY_PAGE_MAX, defaultSize: 100 });

export async function injuryScope(db: Db, p: Principal): Promise<InjuryScope> {
  const all = isInjurySpecialist(p);
  return { all, coachTeamIds: all ? [] : await coachedTeamIds(db, p.personId), personId: p.personId };
}

const filterError = (id: string): FieldError => ({ field: 'filter', message: messageText(id), code: id });

/** `injuryStatus` (repeats are alternatives), `person`, `group`, `status` (DRAFT, COMPLETE). */
function injuryQuery(q: { page: number; size: number; search?: string; filter?: string }): InjuryQuery {
  const parsed = q.filter ? parseFilter(q.filter, INJURY_FILTER_KEYS) : { ok: true as const, clauses: [] };
  if (!parsed.ok)
    throw badRequest(
      INVALID_INPUT,
      parsed.errors.map((e) => filterError(e.message)),
    );
  const out: InjuryQuery = { page: q.page, size: q.size, search: q.search, availability: [] };
  const errors: FieldError[] = [];
  for (const c of parsed.clauses) {
    if (c.op !== 'eq') errors.push(filterError(M.invalidFilter.id));
    else if (c.key === 'injuryStatus') {
      if ((PLAYER_AVAILABILITIES as readonly string[]).includes(c.value)) out.availability.push(c.value);
      else errors.push(filterError(M.invalidOption.id));
    } else if (c.key === 'person') out.personId = c.value;
    else if (c.key === 'group') out.groupId = c.value;
    else out.status = c.value;
  }
  if (errors.length > 0) throw badRequest(INVALID_INPUT, errors);
  return out;
}

function answer(c: Context<AppEnv>, outcome: SaveInjuryOutcome) {
  if (outcome.kind === 'applied') {
    return c.json(outcome.doc, outcome.created ? 201 : 200, { ETag: versionTag(outcome.doc.version) });
  }
  throw new ConflictError(CONFLICT_MESSAGES.stale, { reason: outcome.reason, document: outcome.doc });
}

/** Seed 2 §7: GET and POST /injury; GET, PUT, DELETE /injury/{id}. */
export function injuryRoutes() {
  const app = new Hono<AppEnv>();
  personSearchRoute(app);

  app.get(
    '/',
    describeRoute({
      tags: ['injury'],
      summary:
        'Injury records the caller may read (filter injuryStatus:RESTRICTED,injuryStatus:INJURED, person, group, status; search by player name)',
    }),
    guard('injury.list'),
    validate('query', InjuryListQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = injuryQuery(c.req.valid('query'));
      const { rows, total } = await listInjuryRecords(db, await injuryScope(db, principal!), q);
      const privateNotes = mayReadPrivateNotes(principal);
      const docs = rows.map((r) => toInjuryDoc(r, { privateNotes }));
      return c.json(listBody('injuries', docs, total, q.page, q.size));
    },
  );

  app.post(
    '/',
    describeRoute({ tags: ['injury'], summary: 'Record an injury (status DRAFT or COMPLETE)' }),
    guard('injury.create'),
    validate('json', InjuryRecordInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      return answer(c, await saveInjury(db, principal!, uuidv7(), input, null));
    },
  );

  app.get(
    '/:id',
    describeRoute({
      tags: ['injury'],
      summary: 'An injury record (private notes for injury specialists only)',
    }),
    guard('injury.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const doc = await injuryDoc(db, principal, c.req.valid('param').id);
      if (!doc) throw notFound('Injury record not found');
      return c.json(doc, 200, { ETag: versionTag(doc.version) });
    },
  );

  app.put(
    '/:id',
    describeRoute({
      tags: ['injury'],
      summary:
        'Update an injury record. If-Match: the version it was based on (409 with the document if stale)',
    }),
    guard('injury.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', InjuryRecordInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const base = ifMatchVersion(c, 'the injury record');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      if (!(await injuryDoc(db, principal, id))) throw notFound('Injury record not found');
      const outcome = await saveInjury(db, principal!, id, input, base);
      return answer(c, outcome);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['injury'], summary: 'Delete an injury record' }),
    guard('injury.delete', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      await deleteInjuryRecord(db, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}
