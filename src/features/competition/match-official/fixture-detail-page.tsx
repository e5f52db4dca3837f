import {
  Alert,
  Badge,
  Button,
  DataList,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OfficialAvailability } from '../../../../domain/competition/enums';
import { useSession } from '../../../auth/session';
import { formatLongDate, formatTime } from '../../../i18n/dates';
import { runAction } from '../../../offline/actions';
import { db } from '../../../offline/db';
import { outboxOf, useLocalDoc } from '../../../offline/use-local-doc';
import { AVAILABILITY_LABELS, OFFICIAL_TYPE_LABELS } from './match-official-labels';
import { setAvailability } from './report.action';
import { TableHead } from '../../../components/table-head';
import { Loading } from '../../../components/loading';

const typeLabel = (type: string): MessageDescriptor | undefined =>
  (OFFICIAL_TYPE_LABELS as Record<string, MessageDescriptor>)[type];

/** This fixture's changes the server refused (shown with their reasons), read with the fixture. */
async function failedChanges(fixtureId: string) {
  return { failed: (await outboxOf('fixtures', fixtureId)).filter((e) => e.state === 'failed') };
}

/** A fixture for its officials: teams, venue, throw-in, competition, the officials and their availability. */
export function FixtureDetailPage({ fixtureId }: { fixtureId: string }) {
  const local = useLocalDoc(db.fixtures, fixtureId, failedChanges);
  const session = useSession();
  const { t, i18n } = useLingui();
  if (local.status === 'loading') return <Loading />;
  if (local.status === 'missing') {
    return (
      <Text>
        <Trans>This fixture is not on this device.</Trans>
      </Text>
    );
  }
  const { doc: fixture, failed } = local;
  const personId = session.person?.id;
  const mine = fixture.officials?.filter((o) => o.personId === personId) ?? [];
  const isReferee = mine.some((o) => o.type === 'REFEREES');
  const place = fixture.place;
  const maps =
    place?.latitude != null && place.longitude != null
      ? `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`
      : null;
  const roleOf = (type: string) => {
    const label = typeLabel(type);
    return label ? i18n._(label) : type;
  };
  const choose = (type: string, availability: OfficialAvailability) =>
    void runAction(setAvailability, fixture.id, { personId, type, availability });
  return (
    <Stack gap={5} maxW="3xl">
      <ChakraLink asChild>
        <Link to="/match-official">
          <Trans>Back to fixtures</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="xl">
        {fixture.homeTeam.name ?? t`Bye`} – {fixture.awayTeam.name ?? t`Bye`}
      </Heading>
      {failed.map((e) => (
        <Alert.Root status="error" key={e.id}>
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The server refused this change:</Trans> {e.error?.message}
          </Alert.Title>
        </Alert.Root>
      ))}
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Throw-in</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {formatLongDate(fixture.startDate.slice(0, 10), i18n.locale)} {formatTime(fixture.startDate)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Venue</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {place?.name ?? '—'}
            {maps && (
              <ChakraLink href={maps} target="_blank" rel="noopener noreferrer" ms={2}>
                <Trans>Map</Trans>
              </ChakraLink>
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Competition</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{fixture.competition?.name ?? '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Division</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{fixture.division?.name ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      <Heading as="h2" size="lg">
        <Trans>Officials</Trans>
      </Heading>
      <Table.Root size="sm">
        <TableHead titles={[t`Name`, t`Role`, t`Availability`]} />
        <Table.Body>
          {(fixture.officials ?? []).map((o) => (
            <Table.Row key={`${o.personId}:${o.type}`}>
              <Table.Cell>{o.name}</Table.Cell>
              <Table.Cell>{roleOf(o.type)}</Table.Cell>
              <Table.Cell data-testid={`availability-${o.type}`}>
                {i18n._(AVAILABILITY_LABELS[o.availability])}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {mine.map((o) => (
        <HStack key={o.type} wrap="wrap">
          <Text>
            <Trans>Your availability as {roleOf(o.type)}:</Trans>
          </Text>
          <Button
            size="sm"
            variant={o.availability === 'CONFIRMED' ? 'solid' : 'outline'}
            onClick={() => choose(o.type, 'CONFIRMED')}
          >
            <Trans>Confirm</Trans>
          </Button>
          <Button
            size="sm"
            variant={o.availability === 'NOT_AVAILABLE' ? 'solid' : 'outline'}
            onClick={() => choose(o.type, 'NOT_AVAILABLE')}
          >
            <Trans>Not available</Trans>
          </Button>
          {fixture._pending ? (
            <Badge colorPalette="orange">
              <Trans>Saved on device</Trans>
            </Badge>
          ) : null}
        </HStack>
      ))}
      {isReferee && (
        <HStack gap={4}>
          <Button asChild variant="outline">
            <Link to="/game-management/$fixtureId" params={{ fixtureId: fixture.id }}>
              <Trans>Score</Trans>
            </Link>
          </Button>
          <Button asChild colorPalette="brand">
            <Link to="/match-official/report/$fixtureId" params={{ fixtureId: fixture.id }}>
              {fixture.reportSubmitted ? <Trans>View referee report</Trans> : <Trans>Referee report</Trans>}
            </Link>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
