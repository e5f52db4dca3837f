/**
 * /api/assets/player-transfer: GET /applicants (me and my dependants, with the clubs each may leave),
 * GET /additionalType (the transfer types an association's applicant may pick
 * at a club) and GET /schema (the form of one type: sections of fields, domain/transfer/form-schema.ts).
 * Policy `transfer.assets` (transfer.policy.ts); no SQL beyond the club lookup (transfer.repository.ts).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { M, messageText } from '../../../domain/messages.ts';
import {
  DISALLOWED_TRANSFER_TYPES,
  TRANSFER_TYPES_BY_ASSOCIATION,
  TransferAssociation,
} from '../../../domain/transfer/enums.ts';
import { transferFormSchema, TransferTypePick } from '../../../domain/transfer/form-schema.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { transferApplicants } from './transfer-applicants.ts';
import { organizationsExist } from './transfer.repository.ts';

const refuse = (c: Context<AppEnv>, status: 400 | 404, field: string, id: string) => {
  const message = translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
  return new HttpError(status, message, [{ field, message, code: id }]);
};

/** The leaving club must exist and play the association ("association not approved for transfers"). */
export async function checkAssociation(c: Context<AppEnv>, db: Db, clubId: string, association: string) {
  const org = (await organizationsExist(db, [clubId])).get(clubId);
  if (!org) throw refuse(c, 400, 'originOrganization', M.required.id);
  if (!org.associations.includes(association))
    throw refuse(c, 400, 'association', M.transferAssociationNotApproved.id);
}

const TypesQuery = v.object({
  association: TransferAssociation,
  originOrganization: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const SchemaQuery = v.object({
  additionalType: v.pipe(v.string(), v.maxLength(64)),
  association: v.pipe(v.string(), v.maxLength(64)),
  originOrganization: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

export function transferAssetRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/applicants',
    describeRoute({
      tags: ['transfer'],
      summary: 'Who the caller may apply for (themself and their dependants), with the clubs each may leave',
    }),
    guard('transfer.assets'),
    async (c) => {
      const { db, principal } = c.get('auth');
      return c.json({ applicants: await transferApplicants(db, principal!.personId!) });
    },
  );
  app.get(
    '/additionalType',
    describeRoute({
      tags: ['transfer'],
      summary: 'Transfer types an applicant may pick (association, leaving club)',
    }),
    guard('transfer.assets'),
    validate('query', TypesQuery),
    async (c) => {
      const q = c.req.valid('query');
      await checkAssociation(c, c.get('auth').db, q.originOrganization, q.association);
      const types = TRANSFER_TYPES_BY_ASSOCIATION[q.association].filter(
        (t) => !(DISALLOWED_TRANSFER_TYPES as readonly string[]).includes(t),
      );
      if (types.length === 0) throw refuse(c, 404, 'additionalType', M.transferNoEligibleType.id);
      return c.json({ additionalTypes: types });
    },
  );
  app.get(
    '/schema',
    describeRoute({ tags: ['transfer'], summary: 'The form of one transfer type: sections of fields' }),
    guard('transfer.assets'),
    validate('query', SchemaQuery),
    async (c) => {
      const q = c.req.valid('query');
      const pick = v.safeParse(TransferTypePick, q);
      if (!pick.success) {
        const id = pick.issues[0].message;
        throw refuse(
          c,
          400,
          'additionalType',
          id.startsWith('validation.') ? id : M.transferNoEligibleType.id,
        );
      }
      await checkAssociation(c, c.get('auth').db, q.originOrganization, q.association);
      return c.json(transferFormSchema(pick.output.additionalType));
    },
  );
  return app;
}
