/**
 * A division's knockout bracket (CUP, and LEAGUE_KNOCKOUT's knockout stage): one column per round, named from
 * its code ("Quarter-finals", "Round of 16"), each game with its teams (or "To be decided"), a bye as such,
 * the score once there is a result, and the winner marked.
 */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BracketMatch, BracketRound, KnockoutRoundCode } from '../../../../domain/competition/bracket';
import type { Fixture } from '../../../../domain/competition/fixture';
import { formatScore } from '../../../../domain/competition/league-table';
import { roundSize } from '../../../../domain/competition/public-competition';

/** A round's name from its code: FINAL → "Final", SEMI_FINAL → "Semi-finals", ROUND_OF_16 → "Round of 16". */
export function roundName(code: KnockoutRoundCode, i18n: I18n): string {
  if (code === 'FINAL') return i18n._(msg({ message: 'Final', context: 'knockout round' }));
  if (code === 'SEMI_FINAL') return i18n._(msg`Semi-finals`);
  if (code === 'QUARTER_FINAL') return i18n._(msg`Quarter-finals`);
  const teams = roundSize(code);
  return i18n._(msg`Round of ${teams}`);
}

function Side(props: { id: string | null; name: (id: string) => string; winner: boolean; score?: string }) {
  const { id, name, winner, score } = props;
  return (
    <Flex justify="space-between" gap={3} fontWeight={winner ? 'bold' : 'normal'}>
      <Text as="span" color={id ? 'fg' : 'fg.muted'}>
        {id ? name(id) : <Trans>To be decided</Trans>}
        {winner && (
          <Text as="span" srOnly>
            {' '}
            <Trans>(winner)</Trans>
          </Text>
        )}
      </Text>
      {score && <span>{score}</span>}
    </Flex>
  );
}

function Match({ m, name, result }: { m: BracketMatch; name: (id: string) => string; result?: Fixture }) {
  const score = (side: Fixture['homeTeam']) =>
    result ? formatScore({ goals: side.goals ?? 0, points: side.points ?? 0 }) : undefined;
  if (m.bye) {
    const team = m.home ?? m.away;
    return (
      <Box as="li" borderWidth="1px" borderRadius="md" p={2} data-testid="bracket-match">
        <Text>{team ? <Trans>{name(team)} — bye</Trans> : <Trans>Bye</Trans>}</Text>
      </Box>
    );
  }
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={2} data-testid="bracket-match">
      <Side
        id={m.home}
        name={name}
        winner={m.winnerId !== null && m.winnerId === m.home}
        score={result && score(result.homeTeam)}
      />
      <Side
        id={m.away}
        name={name}
        winner={m.winnerId !== null && m.winnerId === m.away}
        score={result && score(result.awayTeam)}
      />
    </Box>
  );
}

export function KnockoutBracket(props: {
  rounds: readonly BracketRound[];
  teamName: (id: string) => string;
  fixtures: readonly Fixture[];
}) {
  const { rounds, teamName, fixtures } = props;
  const { i18n } = useLingui();
  const resultOf = (m: BracketMatch) =>
    fixtures.find((f) => f.isResult && f.homeTeam.id === m.home && f.awayTeam.id === m.away);
  return (
    <Flex gap={4} wrap="wrap" align="flex-start" data-testid="knockout-bracket">
      {[...rounds]
        .sort((a, b) => a.round - b.round)
        .map((r) => (
          <Stack key={r.round} gap={2} minW="12rem" flex="1">
            <Heading as="h3" size="sm">
              {roundName(r.code, i18n)}
            </Heading>
            <Stack as="ol" gap={2} listStyleType="none">
              {r.matches.map((m) => (
                <Match
                  key={m.index}
                  m={m}
                  name={teamName}
                  result={m.home && m.away ? resultOf(m) : undefined}
                />
              ))}
            </Stack>
          </Stack>
        ))}
    </Flex>
  );
}
