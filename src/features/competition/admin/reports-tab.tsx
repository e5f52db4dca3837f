import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import { FilterSelect, LoadState } from '../../../components/list-controls';
import { useApiGet } from '../../../lib/use-api-get';
import { competitionPath, filterParam, itemsOf, query, type CompetitionDoc } from './competition-api';
import { STATUS_LABELS } from './competition-labels';
import { competitionsQuery } from './competitions-tab';

const REPORT_STATUSES = ['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED'] as const;
const RESULT_CHOICES = ['', 'false', 'true'] as const;

/** A report's card: its title, what it holds, its filters and its Download button. */
function ReportCard(props: {
  title: string;
  about: string;
  children?: React.ReactNode;
  disabled?: boolean;
  onDownload: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await props.onDownload();
    } catch (err) {
      showErrorAlert(t`Error downloading report`, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="section" aria-label={props.title}>
      <Card.Body>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            {props.title}
          </Heading>
          <Text color="fg.muted">{props.about}</Text>
          <HStack gap={3} wrap="wrap" align="end">
            {props.children}
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              disabled={props.disabled}
              onClick={() => void download()}
              aria-label={t`Download ${props.title} (CSV)`}
            >
              <Trans>Download (CSV)</Trans>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DateFilter(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root width="auto">
      <Field.Label>{props.label}</Field.Label>
      <Input size="sm" type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </Field.Root>
  );
}

/**
 * The Reports tab (seed 2 §2): the area's CSV reports in one place, each with its filters — the
 * organisation's competitions (status, season), fixtures and results (competition, dates, fixtures or
 * results), and a division's league table. The same reports the Competitions and Fixtures tabs offer, with
 * more filters; each is the server's CSV (`/admin/…/report`), scoped there to what the caller may see.
 */
export function ReportsTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const thisYear = new Date().getFullYear();
  const seasons = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);
  const list = useApiGet<unknown>(
    competitionsQuery(orgId, { status: '', season: '', search: '', sort: 'season,desc' }, 0, 100),
  );
  const competitions = (
    list.status === 'ok' ? itemsOf<CompetitionDoc>(list.data, 'competitions') : []
  ).filter((c) => c.status !== 'DELETED');
  const [status, setStatus] = useState('');
  const [season, setSeason] = useState('');
  const [fixtures, setFixtures] = useState({ competition: '', from: '', until: '', isResult: '' });
  const [tableCompetition, setTableCompetition] = useState('');
  const [division, setDivision] = useState('');
  const tableDoc = useApiGet<CompetitionDoc>(tableCompetition ? competitionPath(tableCompetition) : null);
  const divisions = tableDoc.status === 'ok' ? (tableDoc.data.divisions ?? []) : [];
  const competitionOptions = competitions.map((c) => [c.id, `${c.name} (${c.season})`] as const);
  const fixtureFilter = () => {
    const base = filterParam(
      fixtures.competition
        ? { competition: fixtures.competition, isResult: fixtures.isResult || undefined }
        : { organization: orgId, isResult: fixtures.isResult || undefined },
    );
    const dates = [
      fixtures.from && `startDate:>${fixtures.from}`,
      fixtures.until && `startDate:<${fixtures.until}`,
    ].filter(Boolean);
    return [base, ...dates].filter(Boolean).join(',');
  };
  const resultLabels: Record<(typeof RESULT_CHOICES)[number], string> = {
    '': t`Fixtures and results`,
    false: t`Fixtures not yet played`,
    true: t`Results only`,
  };
  return (
    <Stack gap={4} pt={4}>
      <LoadState state={list} />
      <ReportCard
        title={t`Competitions report`}
        about={t`Every competition of the organisation: season, format, status, activity, age level, gender and divisions.`}
        onDownload={() =>
          downloadFile(
            `/admin/competition/report?${query({ filter: filterParam({ organization: orgId, status, season }) })}`,
            'competitions.csv',
          )
        }
      >
        <FilterSelect
          label={t`Status`}
          value={status}
          onChange={setStatus}
          all={t`All statuses`}
          options={REPORT_STATUSES.map((s) => [s, i18n._(STATUS_LABELS[s])] as const)}
        />
        <FilterSelect
          label={t`Season`}
          value={season}
          onChange={setSeason}
          all={t`All seasons`}
          options={seasons.map((s) => [s, s] as const)}
        />
      </ReportCard>
      <ReportCard
        title={t`Fixtures and results report`}
        about={t`Fixtures with their date, teams, venue and, once played, the score and whether it is confirmed.`}
        onDownload={() =>
          downloadFile(`/admin/fixture/report?${query({ filter: fixtureFilter() })}`, 'fixtures.csv')
        }
      >
        <FilterSelect
          label={t`Competition`}
          value={fixtures.competition}
          onChange={(competition) => setFixtures((f) => ({ ...f, competition }))}
          all={t`All competitions`}
          options={competitionOptions}
        />
        <DateFilter
          label={t`From`}
          value={fixtures.from}
          onChange={(from) => setFixtures((f) => ({ ...f, from }))}
        />
        <DateFilter
          label={t`Until`}
          value={fixtures.until}
          onChange={(until) => setFixtures((f) => ({ ...f, until }))}
        />
        <FilterSelect
          label={t`Fixtures or results`}
          value={fixtures.isResult}
          onChange={(isResult) => setFixtures((f) => ({ ...f, isResult }))}
          options={RESULT_CHOICES.map((r) => [r, resultLabels[r]] as const)}
        />
      </ReportCard>
      <ReportCard
        title={t`League table report`}
        about={t`A division's table: played, won, drawn, lost, scores for and against, and points.`}
        disabled={!division}
        onDownload={() => downloadFile(`/admin/division/${encodeURIComponent(division)}/report`, 'table.csv')}
      >
        <FilterSelect
          label={t`Competition of the table`}
          value={tableCompetition}
          onChange={(id) => {
            setTableCompetition(id);
            setDivision('');
          }}
          all={t`Choose a competition`}
          options={competitionOptions}
        />
        <FilterSelect
          label={t`Division`}
          value={division}
          onChange={setDivision}
          all={t`Choose a division`}
          options={divisions.map((d) => [d.id, d.name] as const)}
        />
      </ReportCard>
    </Stack>
  );
}
