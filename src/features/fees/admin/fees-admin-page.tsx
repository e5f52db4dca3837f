import { Badge, Box, Button, Heading, HStack, List, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate, todayInDublin } from '../../../../domain/lib/dates';
import { apiSend } from '../../../api/client';
import { linkAdministersFees, menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect, LoadState } from '../../../components/list-controls';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { SEASON_STATUS_LABELS } from '../fee-labels';
import { nextSeasonYear, type Season, type SeasonList } from '../fees-api';
import { BandsTab } from './bands-tab';
import { GradesTab } from './grades-tab';
import { InvoicesTab } from './invoices-tab';
import { LevelsTab } from './levels-tab';
import { CreateSeasonDialog, EndDateDialog } from './season-dialogs';

type Tab = 'invoices' | 'bands' | 'levels' | 'grades';

/**
 * Season fee (PIF) administration (seed 3 §2), at `/administration/fees` for the association's fee
 * administrators: the season list, the set-up stepper — Create Season, Edit Levels, Edit Grades, Finalise
 * Bands, Finalise Season — and the tabs PIF invoices, claims bands, fee levels, grades. A DRAFT season's
 * levels and grades are edited in their tabs, its band penalties until the bands are final; finalising the
 * season is confirmed and irreversible, and opens invoice generation. The server checks every rule again.
 */
export function FeesAdminPage() {
  const session = useSession();
  const context = menuContextOf(session);
  const allowed = context.roles.includes('super_admin') || context.links.some(linkAdministersFees);
  if (!allowed) {
    return (
      <Text>
        <Trans>Season fees are set up by the association's fee administrators.</Trans>
      </Text>
    );
  }
  return <FeeDesk />;
}

function FeeDesk() {
  const { t, i18n } = useLingui();
  const seasons = useApiGet<SeasonList>('/season');
  const [chosen, setChosen] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('invoices');
  const [creating, setCreating] = useState(false);
  const [endDate, setEndDate] = useState<Season | null>(null);
  if (seasons.status !== 'ok') return <LoadState state={seasons} />;
  const list = seasons.data._embedded.seasons;
  const season =
    list.find((s) => s.year === chosen) ?? list.find((s) => s.seasonStatus === 'DRAFT') ?? list[0];
  const thisYear = Number(todayInDublin().slice(0, 4));
  return (
    <Stack gap={5}>
      <Heading as="h1" size="2xl">
        <Trans>Season fees (PIF)</Trans>
      </Heading>
      <HStack gap={4} align="end" wrap="wrap">
        {season && (
          <FilterSelect
            label={t`Season`}
            value={String(season.year)}
            onChange={(y) => setChosen(Number(y))}
            options={list.map(
              (s) => [String(s.year), `${s.year} — ${i18n._(SEASON_STATUS_LABELS[s.seasonStatus])}`] as const,
            )}
          />
        )}
        <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>
          <Trans>Create season</Trans>
        </Button>
      </HStack>
      {!season && (
        <Text color="fg.muted">
          <Trans>No season has been set up yet.</Trans>
        </Text>
      )}
      {season && (
        <>
          <HStack gap={3} wrap="wrap">
            <Text>
              <Trans>
                Season {season.year} runs from 1/6/{season.year} to {formatDisplayDate(season.endDate)}.
              </Trans>
            </Text>
            <Badge
              colorPalette={season.seasonStatus === 'FINAL' ? 'green' : 'orange'}
              data-testid="season-status"
            >
              {i18n._(SEASON_STATUS_LABELS[season.seasonStatus])}
            </Badge>
            <Button size="xs" variant="outline" onClick={() => setEndDate(season)}>
              <Trans>Change end date</Trans>
            </Button>
          </HStack>
          <SeasonStepper season={season} onStep={setTab} onChanged={seasons.reload} />
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} lazyMount unmountOnExit>
            <Tabs.List overflowX="auto">
              <Tabs.Trigger value="invoices">
                <Trans>PIF invoices</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="bands">
                <Trans>Claims bands</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="levels">
                <Trans>Fee levels</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="grades">
                <Trans>Grades</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Box pt={4}>
              <Tabs.Content value="invoices">
                <InvoicesTab key={season.year} season={season.year} final={season.seasonStatus === 'FINAL'} />
              </Tabs.Content>
              <Tabs.Content value="bands">
                <BandsTab
                  key={`${season.year}:${season.bandsFinal}`}
                  season={season.year}
                  editable={!season.bandsFinal && season.seasonStatus === 'DRAFT'}
                />
              </Tabs.Content>
              <Tabs.Content value="levels">
                <LevelsTab
                  key={season.year}
                  season={season.year}
                  editable={season.seasonStatus === 'DRAFT'}
                />
              </Tabs.Content>
              <Tabs.Content value="grades">
                <GradesTab
                  key={season.year}
                  season={season.year}
                  editable={season.seasonStatus === 'DRAFT'}
                />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </>
      )}
      <CreateSeasonDialog
        open={creating}
        defaultYear={nextSeasonYear(list, thisYear)}
        previous={seasons.data.previous}
        onClose={() => setCreating(false)}
        onCreated={(year) => {
          setCreating(false);
          setChosen(year);
          setTab('levels');
          seasons.reload();
        }}
      />
      <EndDateDialog season={endDate} onClose={() => setEndDate(null)} onDone={seasons.reload} />
    </Stack>
  );
}

type Step = { key: string; label: string; done: boolean; tab?: Tab };

/** The set-up stepper: where the season stands, each step's tab, and the two finalising actions. */
function SeasonStepper({
  season,
  onStep,
  onChanged,
}: {
  season: Season;
  onStep: (t: Tab) => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { run } = useServerAction();
  const [confirm, setConfirm] = useState<'bands' | 'season' | null>(null);
  const final = season.seasonStatus === 'FINAL';
  const steps: Step[] = [
    { key: 'create', label: t`Create Season`, done: true },
    { key: 'levels', label: t`Edit Levels`, done: final, tab: 'levels' },
    { key: 'grades', label: t`Edit Grades`, done: final, tab: 'grades' },
    { key: 'bands', label: t`Finalise Bands`, done: season.bandsFinal || final, tab: 'bands' },
    { key: 'final', label: t`Finalise Season`, done: final },
  ];
  const current = steps.find((s) => !s.done)?.key;
  const act = async (path: string, body: unknown, method: 'POST' | 'PATCH', message: string) => {
    await run(
      async () => {
        await apiSend(method, path, body);
        showAlert('success', message);
        setConfirm(null);
        onChanged();
      },
      t`Unable to save data - please try again later`,
    );
  };
  return (
    <Stack gap={3} as="nav" aria-label={t`Season set-up`}>
      <List.Root as="ol" display="flex" flexWrap="wrap" gap={2} listStyle="none" data-testid="season-stepper">
        {steps.map((s, i) => (
          <List.Item key={s.key}>
            <Button
              size="sm"
              variant={s.key === current ? 'solid' : 'outline'}
              colorPalette={s.done ? 'green' : 'gray'}
              aria-current={s.key === current ? 'step' : undefined}
              onClick={() => s.tab && onStep(s.tab)}
            >
              {`${i + 1}. ${s.label}`}
              {s.done && (
                <Text as="span" srOnly>
                  {t`(done)`}
                </Text>
              )}
              {s.done && <span aria-hidden="true">✓</span>}
            </Button>
          </List.Item>
        ))}
      </List.Root>
      {!final && (
        <HStack gap={3} wrap="wrap">
          {!season.bandsFinal && (
            <Button size="sm" colorPalette="brand" onClick={() => setConfirm('bands')}>
              <Trans>Finalise bands</Trans>
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!season.bandsFinal}
            onClick={() => setConfirm('season')}
          >
            <Trans>Finalise season</Trans>
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={confirm === 'bands'}
        title={t`Finalise the bands of ${season.year}`}
        body={t`The penalties of bands A to E and the clubs' bands can no longer change.`}
        confirmLabel={t`Finalise bands`}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('/band/finalise', { season: season.year }, 'POST', t`Season Bands Updated`)}
      />
      <ConfirmDialog
        open={confirm === 'season'}
        title={t`Finalise season ${season.year}`}
        body={t`This cannot be undone: the levels and grades of ${season.year} can no longer change, and its invoices can be generated.`}
        confirmLabel={t`Finalise season`}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          act(
            `/season/${season.year}/status`,
            { seasonStatus: 'FINAL' },
            'PATCH',
            t`Season ${season.year} successfully finalised`,
          )
        }
      />
    </Stack>
  );
}
