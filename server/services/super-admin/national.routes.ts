/**
 * National administration's routes (issue 54 item 5; domain/super-admin/national.contract.ts) at the spec's §7
 * paths: each only calls its use case (national.ts), in the request's one transaction.
 */
import { Hono, type Context } from 'hono';
import { nationalApi } from '../../../domain/super-admin/national.contract.ts';
import type { Principal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import * as national from './national.ts';

const ctx = (c: Context<AppEnv>) => {
  const { db, principal } = c.get('auth');
  return national.nationalCtx(db, principal as Principal, c.req.header('accept-language'));
};

export function nationalRoutes() {
  const app = new Hono<AppEnv>();
  route(app, nationalApi.createOrganization, {
    handler: (c, { body }) => national.createOrganization(ctx(c), body),
  });
  route(app, nationalApi.replaceOrganization, {
    handler: (c, { params, body }) => national.replaceNationalOrganization(ctx(c), params, body),
  });
  route(app, nationalApi.deleteOrganization, {
    handler: (c, { params }) => national.deleteOrganization(ctx(c), params),
  });
  route(app, nationalApi.relation, {
    handler: (c, { params, body }) => national.setRelations(ctx(c), params, body),
  });
  route(app, nationalApi.bulkUpload, {
    handler: (c, { body }) => national.bulkUploadOrganizations(ctx(c), body),
  });
  route(app, nationalApi.mergePreview, { handler: (c, { query }) => national.mergePreview(ctx(c), query) });
  route(app, nationalApi.merge, { handler: (c, { query }) => national.mergeOrganizations(ctx(c), query) });
  route(app, nationalApi.updateAncestors, { handler: (c) => national.updateAncestors(ctx(c)) });
  route(app, nationalApi.publishAll, { handler: (c) => national.publishAllUpdates(ctx(c)) });
  route(app, nationalApi.insuranceRegister, {
    handler: (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return national.INSURANCE_REGISTER;
    },
  });
  for (const contract of [nationalApi.replaceApiKey, nationalApi.patchApiKey] as const)
    route(app, contract, {
      handler: (c, { params, body }) => national.updateApiKeyDetails(ctx(c), params, body),
    });
  return app;
}
