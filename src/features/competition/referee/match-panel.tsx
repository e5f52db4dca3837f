/**
 * The match as it happens (issue 52), on the referee's score entry page: throw-in, a goal or a point per side,
 * half-time, the second half, full-time, and undoing the last score (a correction event). Each tap is one
 * local action queued in the outbox (record-match-event.action.ts), so it works with no signal; the running
 * score is the fold of the events on the device. The minute counts from the throw-in (or from the start of
 * the second half), read from the event ids (uuidv7 carry their time), and can be changed before a tap.
 */
import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { Fixture } from '../../../../domain/competition/fixture';
import {
  MATCH_MINUTE_MAX,
  minuteSince,
  reduceMatch,
  type MatchEvent,
  type MatchEventInput,
  type MatchPhase,
  type MatchSide,
} from '../../../../domain/competition/match-event';
import { runAction } from '../../../offline/actions';
import { recordMatchEvent } from './record-match-event.action';

/** The time a uuidv7 was made (its first 48 bits, milliseconds since 1970). */
const timeOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

/** The match clock: minutes since the second half began (added to its minute), else since the throw-in. */
function clockMinute(events: readonly MatchEvent[], now: number): number {
  const second = events.find((e) => e.kind === 'SECOND_HALF');
  if (second) return Math.min(MATCH_MINUTE_MAX, second.minute + minuteSince(timeOf(second.id), now));
  const throwIn = events.find((e) => e.kind === 'THROW_IN');
  return throwIn ? minuteSince(timeOf(throwIn.id), now) : 0;
}

export function MatchPanel({ fixture, home, away }: { fixture: Fixture; home: string; away: string }) {
  const { t } = useLingui();
  const events = fixture.matchEvents ?? [];
  const state = reduceMatch(events);
  const [now, setNow] = useState(() => Date.now());
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minute = edited !== null && edited !== '' ? Number(edited) : clockMinute(events, now);

  const record = async (input: Omit<MatchEventInput, 'id' | 'minute'>) => {
    const result = await runAction(recordMatchEvent, fixture.id, { ...input, id: uuidv7(), minute });
    setError(result.ok ? null : t`This could not be saved on the device.`);
    if (result.ok) setEdited(null);
  };
  const score = (side: MatchSide, goals: number, points: number) =>
    void record({ kind: 'SCORE', side, ...(goals ? { goals } : {}), ...(points ? { points } : {}) });
  const cancelled = new Set(events.map((e) => e.corrects));
  const lastScore = events.filter((e) => e.kind === 'SCORE' && !cancelled.has(e.id)).at(-1);
  const phases: Record<MatchPhase, string> = {
    NOT_STARTED: t`Not started`,
    FIRST_HALF: t`First half`,
    HALF_TIME: t`Half-time`,
    SECOND_HALF: t`Second half`,
    FULL_TIME: t`Full-time`,
  };
  const started = state.phase !== 'NOT_STARTED';
  const side = (which: MatchSide, name: string) => (
    <Stack gap={2}>
      <Text fontWeight="semibold">{name}</Text>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={!started}
          onClick={() => score(which, 1, 0)}
          aria-label={t`Goal for ${name}`}
        >
          <Trans>+ Goal</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!started}
          onClick={() => score(which, 0, 1)}
          aria-label={t`Point for ${name}`}
        >
          <Trans>+ Point</Trans>
        </Button>
      </HStack>
    </Stack>
  );

  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p={4} aria-labelledby="match-heading">
      <Stack gap={4}>
        <Heading as="h2" size="md" id="match-heading">
          <Trans>The match as it happens</Trans>
        </Heading>
        <Text role="status" data-testid="running-score" fontSize="xl" fontWeight="bold">
          {home} {state.home.goals}-{state.home.points} – {state.away.goals}-{state.away.points} {away} (
          {phases[state.phase]})
        </Text>
        <Field.Root maxW="40">
          <Field.Label>
            <Trans>Minute</Trans>
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MATCH_MINUTE_MAX}
            value={edited ?? String(minute)}
            onChange={(e) => setEdited(e.target.value)}
          />
        </Field.Root>
        <SimpleGrid columns={2} gap={4}>
          {side('home', home)}
          {side('away', away)}
        </SimpleGrid>
        <HStack wrap="wrap">
          {state.phase === 'NOT_STARTED' && (
            <Button onClick={() => void record({ kind: 'THROW_IN' })}>
              <Trans>Throw-in</Trans>
            </Button>
          )}
          {state.phase === 'FIRST_HALF' && (
            <Button onClick={() => void record({ kind: 'HALF_TIME' })}>
              <Trans>Half-time</Trans>
            </Button>
          )}
          {state.phase === 'HALF_TIME' && (
            <Button onClick={() => void record({ kind: 'SECOND_HALF' })}>
              <Trans>Second half</Trans>
            </Button>
          )}
          {state.phase === 'SECOND_HALF' && (
            <Button onClick={() => void record({ kind: 'FULL_TIME' })}>
              <Trans>Full-time</Trans>
            </Button>
          )}
          {lastScore && (
            <Button
              variant="ghost"
              onClick={() => void record({ kind: 'CORRECTION', corrects: lastScore.id })}
            >
              <Trans>Undo last score</Trans>
            </Button>
          )}
        </HStack>
        {error && (
          <Text role="alert" color="red.700">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
