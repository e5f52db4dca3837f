import { Badge, Button, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useApiGet } from '../../../lib/use-api-get';
import { competitionPath, type CompetitionDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { CompetitionActions } from './competition-actions';
import { FORMAT_LABELS } from './competition-labels';
import { StatusBadge } from './competitions-tab';
import { FixturesPanel } from './fixtures-panel';
import { DivisionStandings } from './league-table';
import { LoadState } from '../../../components/list-controls';

/**
 * One competition (`/competitions/organizations/{id}`): its details, each division with its teams and
 * league table (and bracket for knockouts), then its fixtures grouped by date with their actions.
 */
export function CompetitionPage({ competitionId }: { competitionId: string }) {
  const { t, i18n } = useLingui();
  const state = useApiGet<CompetitionDoc>(competitionPath(competitionId));
  const c = state.status === 'ok' ? state.data : null;
  const access = useCompetitionAccess(c?.organizationId);
  return (
    <Stack gap={6}>
      <ChakraLink asChild>
        <Link to="/competitions/organizations" search={{}}>
          <Trans>Back to competitions</Trans>
        </Link>
      </ChakraLink>
      {!c && <LoadState state={state} />}
      {c && (
        <>
          <Stack gap={2}>
            <HStack gap={3} wrap="wrap">
              <Heading as="h1" size="2xl">
                {c.name}
              </Heading>
              <StatusBadge status={c.status} />
            </HStack>
            <Text color="fg.muted">
              {c.organizationName} · {c.season} · {i18n._(FORMAT_LABELS[c.format])}
              {c.sponsor ? ` · ${t`Sponsor: ${c.sponsor}`}` : ''}
            </Text>
            {c.archiveReason && c.status === 'ARCHIVED' && (
              <Text>
                <Trans>Archived: {c.archiveReason}</Trans>
              </Text>
            )}
            {access.manage && (
              <HStack gap={2} wrap="wrap">
                {c.status === 'DRAFT' && (
                  <Button asChild size="xs" colorPalette="brand">
                    <Link to="/competitions/organizations/wizard" search={{ id: c.id, step: 1 }}>
                      <Trans>Continue in the wizard</Trans>
                    </Link>
                  </Button>
                )}
                <CompetitionActions competition={c} onChanged={state.reload} compact={false} />
              </HStack>
            )}
          </Stack>
          <Stack gap={4} as="section" aria-labelledby="divisions-heading">
            <Heading as="h2" size="lg" id="divisions-heading">
              <Trans>Divisions</Trans>
            </Heading>
            {(c.divisions ?? []).length === 0 && (
              <Text color="fg.muted">
                <Trans>This competition has no divisions yet.</Trans>
              </Text>
            )}
            {(c.divisions ?? []).map((d) => (
              <Card.Root key={d.id} as="section" aria-label={d.name} data-testid="division">
                <Card.Header>
                  <HStack gap={2}>
                    <Heading as="h3" size="md">
                      {d.name}
                    </Heading>
                    <Badge>{d.abbreviation}</Badge>
                  </HStack>
                </Card.Header>
                <Card.Body>
                  <DivisionStandings division={d} competition={c} />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
          <Stack gap={4} as="section" aria-labelledby="fixtures-heading">
            <Heading as="h2" size="lg" id="fixtures-heading">
              <Trans>Fixtures</Trans>
            </Heading>
            <FixturesPanel
              competitionId={c.id}
              orgId={c.organizationId}
              divisions={c.divisions ?? []}
              manage={access.manage}
              officials={access.officials}
            />
          </Stack>
        </>
      )}
    </Stack>
  );
}
