/**
 * People and clubs (issue 53 item 2; contracts in domain/person/club-link/club-invitation.contract.ts, rules in
 * club-invitation.ts, policies in organization-link.policy.ts). `publicUrl` is the configured PUBLIC_URL:
 * the invitation mail's link never comes from the request.
 */
import { Hono } from 'hono';
import { clubInvitationApi as api } from '../../../domain/person/club-link/club-invitation.contract.ts';
import { CLUB_INVITATION_ERRORS, isUniqueId } from '../../../domain/person/club-link/club-invitation.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { listBody } from '../../http/list.ts';
import { membershipError } from '../membership/membership-errors.ts';
import { findByReference } from './club-invitation.repository.ts';
import { answerInvitation, invitationsOf, inviteToClub, unlinkFromClub } from './club-invitation.ts';

export function clubInvitationRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();

  route(app, api.reference, {
    handler: async (c, { params }) => {
      const row = await findByReference(c.get('auth').db, params.id, isUniqueId(params.id));
      if (!row)
        throw membershipError(
          404,
          CLUB_INVITATION_ERRORS.personNotFound,
          c.req.header('accept-language'),
          'id',
        );
      return { id: row.id, uniqueId: row.uniqueId, givenName: row.givenName, familyName: row.familyName };
    },
  });

  route(app, api.invite, {
    bodyResource: (body) => body.organizationId,
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      return inviteToClub(db, {
        personId: params.id,
        orgId: body.organizationId,
        actorPersonId: principal!.personId,
        publicUrl,
        lang: c.req.header('accept-language'),
      });
    },
  });

  route(app, api.unlink, {
    resource: (c) => c.req.param('orgId'),
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      await unlinkFromClub(db, {
        personId: params.id,
        orgId: params.orgId,
        actorPersonId: principal!.personId,
        lang: c.req.header('accept-language'),
      });
    },
  });

  route(app, api.invitations, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params }) => {
      const docs = await invitationsOf(c.get('auth').db, params.id);
      return listBody('invitations', docs, docs.length, 0, Math.max(docs.length, 1));
    },
  });

  route(app, api.answer, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      return answerInvitation(db, {
        personId: params.id,
        invitationId: params.invitationId,
        accept: body.accept,
        actorPersonId: principal!.personId,
        lang: c.req.header('accept-language'),
      });
    },
  });

  return app;
}
