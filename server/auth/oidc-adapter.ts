/**
 * oidc-provider's storage in the database (sessions, interactions, grants, codes, refresh tokens), so API
 * processes stay stateless. One table; each model's rows are keyed by (model, id).
 */
import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcModel } from '../db/schema/index.ts';

export function dbAdapterFactory(db: Db) {
  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModel)
        .values(row)
        .onConflictDoUpdate({ target: [oidcModel.model, oidcModel.id], set: row });
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const rows = await db.select().from(oidcModel).where(where).limit(1);
      const row = rows[0];
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() < Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(and(eq(oidcModel.model, this.model), eq(oidcModel.id, id)));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(and(eq(oidcModel.model, this.model), eq(oidcModel.userCode, userCode)));
    }

    findByUid(uid: string) {
      return this.findWhere(and(eq(oidcModel.model, this.model), eq(oidcModel.uid, uid)));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModel)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModel.model, this.model), eq(oidcModel.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModel).where(and(eq(oidcModel.model, this.model), eq(oidcModel.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModel).where(eq(oidcModel.grantId, grantId));
    }
  };
}
