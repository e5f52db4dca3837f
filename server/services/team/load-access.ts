import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { groupAccess, type GroupAccess } from './group-access.ts';

/** The caller's access to the group in the path (policies ran already); 404 when there is no such group. */
export async function loadAccess(c: Context<AppEnv>, id: string): Promise<GroupAccess> {
  const { db, principal } = c.get('auth');
  const a = await groupAccess(db, principal!, id);
  if (!a) throw notFound('Group not found');
  return a;
}
