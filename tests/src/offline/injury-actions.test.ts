import { beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../../../src/offline/actions';
import { db } from '../../../src/offline/db';
import { discardEntry } from '../../../src/offline/flush';
import { saveInjury } from '../../../src/features/injury/save-injury.action';

const draft = {
  personId: 'p1',
  groupId: 'g1',
  status: 'DRAFT',
  injuryDate: '2026-01-10',
  availability: 'INJURED',
  injuryDetails: [
    { side: 'LEFT', area: 'KNEE', diagnosis: 'KNEE.SPRAIN', grade: '2' },
    { side: 'RIGHT', area: 'ANKLE', diagnosis: 'ANKLE.SPRAIN', grade: '1' },
  ],
  publicNotes: 'Rest',
  privateNotes: 'Specialist only',
};

beforeEach(async () => {
  await Promise.all([db.injuries.clear(), db.outbox.clear(), db.conflicts.clear()]);
});

describe('injury records made on the device', () => {
  it('creates the record with its outbox entry (no base version); a second edit is based on the first', async () => {
    expect((await runAction(saveInjury, 'i1', draft)).ok).toBe(true);
    const doc = await db.injuries.get('i1');
    expect(doc).toMatchObject({ id: 'i1', version: 0, _pending: 1, _server: null, status: 'DRAFT' });
    expect(doc!.injuryDetails).toHaveLength(2);
    expect(await runAction(saveInjury, 'i1', { ...draft, publicNotes: 'Light jogging' })).toMatchObject({
      ok: true,
    });
    const entries = await db.outbox.orderBy('id').toArray();
    expect(entries.map((e) => [e.op, e.baseVersion])).toEqual([
      ['injury.save', null],
      ['injury.save', 1],
    ]);
    expect(await db.injuries.get('i1')).toMatchObject({ publicNotes: 'Light jogging', _pending: 2 });
  });

  it('refuses an injury date in the future on the device, writing nothing', async () => {
    const r = await runAction(saveInjury, 'i2', { ...draft, injuryDate: '2999-01-01' });
    expect(r.ok).toBe(false);
    expect(r.ok === false && 'issues' in r && r.issues[0]!.message).toBe('validation.injury.dateFuture');
    expect(await db.injuries.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding a creation that was never sent removes the record', async () => {
    await runAction(saveInjury, 'i3', draft);
    const [entry] = await db.outbox.toArray();
    await discardEntry(entry!.id);
    expect(await db.injuries.get('i3')).toBeUndefined();
  });
});
