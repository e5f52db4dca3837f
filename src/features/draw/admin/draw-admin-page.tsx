import { Alert, Badge, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatShortDate } from '../../../i18n/dates';
import { AllocationCard } from './allocation-card';
import { DeclareCard } from './declare-card';
import { FilesCard } from './files-card';
import { OrdersCard } from './orders-card';
import { PaperRequestButton, PaperRequestsCard } from './paper-request';
import { ParticipationCard } from './participation-card';
import { ShareCard } from './share-card';
import { TicketTable } from './ticket-table';
import { useDraws, type DrawClub, type DrawSummary } from './use-draw-admin';
import { Loading } from '../../../components/loading';

/**
 * A draw's admin screen (seed 2 §2 Draws). The draw's runners allocate and deallocate tickets and manage
 * the clubs taking part; a club's admins and draw officer (and the runners) work on one club at a time:
 * ticket table and summary, edit, copy and paste, online orders and refunds, declaration, bulk upload,
 * export, and the share link with its QR code. Once a club has declared, its edits, sales and allocation
 * are switched off here as they are refused on the server.
 */
export function DrawAdminPage({ drawId }: { drawId: string }) {
  const { t } = useLingui();
  const draws = useDraws();
  const [picked, setPicked] = useState<string | null>(null);
  /** Bumped by an allocation or a request, so the runners' list of requests is read again. */
  const [requests, setRequests] = useState(0);
  if (draws.status === 'loading') return <Loading />;
  const d = draws.status === 'ok' ? draws.data._embedded.draws.find((x) => x.id === drawId) : undefined;
  if (!d) {
    return (
      <Stack gap={3}>
        <Heading as="h1" size="xl">
          <Trans>Draw not found</Trans>
        </Heading>
        <Link to="/draws">
          <Trans>Back to draws</Trans>
        </Link>
      </Stack>
    );
  }
  const club = d.clubs.find((c) => c.organizationId === picked) ?? d.clubs[0] ?? null;
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <HStack>
          <Heading as="h1" size="xl">
            {d.name}
          </Heading>
          <Badge colorPalette={d.status === 'ACTIVE' ? 'green' : 'gray'}>
            {d.status === 'ACTIVE' ? t`Active` : t`Archived`}
          </Badge>
        </HStack>
        {d.drawDate && (
          <Text color="fg.muted">
            <Trans>Draw date: {formatShortDate(d.drawDate)}</Trans>
          </Text>
        )}
        <Link to="/draws">
          <Trans>Back to draws</Trans>
        </Link>
      </Stack>
      {d.admin && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
          <AllocationCard
            draw={d}
            onDone={() => {
              draws.reload();
              setRequests((n) => n + 1);
            }}
          />
          <ParticipationCard draw={d} onDone={draws.reload} />
          <PaperRequestsCard draw={d} version={requests} />
        </SimpleGrid>
      )}
      {d.clubs.length === 0 ? (
        <Text>
          <Trans>No clubs take part in this draw yet.</Trans>
        </Text>
      ) : (
        <ClubSection
          draw={d}
          club={club!}
          onPick={setPicked}
          onChanged={draws.reload}
          onRequested={() => setRequests((n) => n + 1)}
        />
      )}
    </Stack>
  );
}

function ClubSection(props: {
  draw: DrawSummary;
  club: DrawClub;
  onPick: (id: string) => void;
  onChanged: () => void;
  onRequested: () => void;
}) {
  const { draw: d, club, onPick, onChanged, onRequested } = props;
  const { t } = useLingui();
  const [tick, setTick] = useState(0);
  /** After an upload, paste, refund or declaration the table and the orders are read again. */
  const refresh = () => setTick((n) => n + 1);
  const locked = club.declaredAt !== null || d.status !== 'ACTIVE';
  return (
    <Stack gap={5} as="section" aria-labelledby="club-heading">
      <HStack wrap="wrap">
        <Heading as="h2" size="lg" id="club-heading">
          <Trans>Club tickets</Trans>
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Club to work on`}
            value={club.organizationId}
            onChange={(e) => onPick(e.target.value)}
          >
            {d.clubs.map((c) => (
              <option key={c.organizationId} value={c.organizationId}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <PaperRequestButton draw={d} club={club} locked={locked} onSent={onRequested} />
        {club.status === 'DELETED' && (
          <Badge colorPalette="gray">
            <Trans>Not taking part</Trans>
          </Badge>
        )}
      </HStack>
      {club.declaredAt && (
        <Alert.Root status="info" data-testid="declared-notice">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              Ticket sales for this club were declared on {formatShortDate(club.declaredAt)}: no more tickets
              can be sold, edited or allocated.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <TicketTable
        key={club.organizationId}
        version={tick}
        draw={d}
        club={club}
        locked={locked}
        onChanged={refresh}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <FilesCard draw={d} club={club} locked={locked} onUploaded={refresh} />
        <ShareCard draw={d} club={club} />
        <OrdersCard key={club.organizationId} version={tick} draw={d} club={club} onRefunded={refresh} />
        <DeclareCard
          draw={d}
          club={club}
          locked={locked}
          onDeclared={() => {
            onChanged();
            refresh();
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
