/**
 * The match official's offline writes, declared once for the engine: availability and the referee report's
 * submission (seed 2 §4, §5). Both change the fixture document the device holds; the server answers the
 * fixture, so the device's copy is replaced by the server's once applied.
 */
import type { Fixture } from '../../../../domain/competition/fixture';
import { SetAvailabilityInput } from '../../../../domain/competition/officials';
import { RefereeReport } from '../../../../domain/competition/referee-report';
import { defineAction } from '../../../offline/actions';

export const setAvailability = defineAction({
  op: 'fixture.setAvailability',
  collection: 'fixtures',
  schema: SetAvailabilityInput,
  apply: (doc: Fixture, a: SetAvailabilityInput): Fixture => ({
    ...doc,
    officials: doc.officials?.map((o) =>
      o.personId === a.personId && o.type === a.type ? { ...o, availability: a.availability } : o,
    ),
  }),
  onConflict: () => 'server',
});

/** Submitting is final: on the device the fixture is marked at once, so the wizard turns read-only. */
export const submitReport = defineAction({
  op: 'fixture.submitReport',
  collection: 'fixtures',
  schema: RefereeReport,
  apply: (doc: Fixture): Fixture => ({ ...doc, reportSubmitted: true }),
  onConflict: () => 'server',
});
