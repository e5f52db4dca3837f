/**
 * `/survey/review`: the submissions table for independent assessors and the central financial council (the
 * kinds each reviews; the server scopes it), newest first, filtered by kind and status and searched by club.
 * Rows of the page can be chosen for one reviewer action at once (bulk-actions.tsx); the table as filtered
 * downloads as CSV (the server names the file).
 */
import { Badge, Box, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { SUBMISSION_STATUSES, SURVEY_KINDS } from '../../../../domain/survey/enums';
import {
  LEVEL_LABELS,
  SUBMISSION_STATUS_LABELS,
  SURVEY_KIND_LABELS,
  surveyLabel,
} from '../../../../domain/survey/labels';
import type { BulkReviewAnswer } from '../../../../domain/survey/submission';
import { CONTENT_DISPOSITION, downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import {
  backToFirstPage,
  FilterSelect,
  ListIntro,
  ListTable,
  Pager,
  SearchField,
} from '../../../components/list-controls';
import { useCall } from '../../../api/use-call';
import { surveyApi } from '../../../../domain/survey/survey.contract';
import { submissionsExportPath, submissionsQuery } from '../survey-data';
import { formatEuro, statusLabel } from '../survey-labels';
import { BulkActionBar, BulkSummary } from './bulk-actions';
import { CloneSurveyButton } from './clone-dialog';

export function ReviewPage() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ answer: BulkReviewAnswer; names: Map<string, string> } | null>(
    null,
  );
  const [cloned, setCloned] = useState<string | null>(null);
  const list = useCall(surveyApi.submissions, submissionsQuery({ kind, status, search, page }));
  const rows = list.status === 'ok' ? list.data._embedded.submissions : [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const allOn = rows.length > 0 && chosen.length === rows.length;
  // A new page, filter or search starts with nothing chosen.
  const goTo = (p: number) => {
    setSelected(new Set());
    setPage(p);
  };
  const firstPage = backToFirstPage(goTo);
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed);
    goTo(0);
  };
  const exportCsv = () =>
    downloadFile(submissionsExportPath({ kind, status, search }), 'export.csv', {
      nameHeader: CONTENT_DISPOSITION,
    }).catch((e: unknown) => showErrorAlert(t`The export could not be downloaded.`, e));
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Survey submissions</Trans>}>
        <Trans>Submissions of the surveys you review, most recently updated first.</Trans>
      </ListIntro>
      {cloned && (
        <Text role="status" data-testid="clone-done">
          <Trans>Survey cloned: {cloned}</Trans>
        </Text>
      )}
      <Box as="form" onSubmit={onSearch}>
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Survey`}
            value={kind}
            onChange={firstPage(setKind)}
            all={t`All`}
            options={SURVEY_KINDS.map((k) => [k, i18n._(SURVEY_KIND_LABELS[k])] as const)}
          />
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={firstPage(setStatus)}
            all={t`All`}
            options={SUBMISSION_STATUSES.filter((s) => s !== 'DELETED' && s !== 'DRAFT').map(
              (s) => [s, i18n._(SUBMISSION_STATUS_LABELS[s])] as const,
            )}
          />
          <SearchField label={t`Club`} value={typed} onChange={setTyped} />
          <Button type="button" size="sm" variant="outline" onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
          <CloneSurveyButton onCloned={setCloned} />
        </HStack>
      </Box>
      {chosen.length > 0 && (
        <BulkActionBar
          chosen={chosen}
          onDone={(answer) => {
            setOutcome({ answer, names: new Map(chosen.map((r) => [r.id, r.organizationName])) });
            setSelected(new Set());
            list.reload();
          }}
        />
      )}
      {outcome && <BulkSummary answer={outcome.answer} names={outcome.names} />}
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No submissions.</Trans>}
        caption={t`Survey submissions`}
        testId="survey-submissions"
        titles={[
          <Checkbox.Root
            key="all"
            checked={allOn ? true : chosen.length > 0 ? 'indeterminate' : false}
            onCheckedChange={(e) =>
              setSelected(e.checked === true ? new Set(rows.map((r) => r.id)) : new Set())
            }
          >
            <Checkbox.HiddenInput aria-label={t`Select all submissions on this page`} />
            <Checkbox.Control />
          </Checkbox.Root>,
          t`Club`,
          t`County`,
          t`Survey`,
          t`Status`,
          t`Amount applied for`,
          t`Amount approved`,
          t`Last updated`,
        ]}
      >
        {rows.map((r) => {
          const club = r.organizationName;
          const survey = i18n._(surveyLabel(r.kind, r.matterType));
          return (
            <Table.Row key={r.id}>
              <Table.Cell>
                <Checkbox.Root
                  checked={selected.has(r.id)}
                  onCheckedChange={(e) => toggle(r.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={t`Select ${club}: ${survey}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <Link to="/survey/review/$id" params={{ id: r.id }}>
                  {r.organizationName}
                </Link>
              </Table.Cell>
              <Table.Cell>{r.county ?? '—'}</Table.Cell>
              <Table.Cell>{survey}</Table.Cell>
              <Table.Cell>
                <Badge variant="subtle">
                  {i18n._(statusLabel(r.kind, r.status))}
                  {r.level ? ` · ${i18n._(LEVEL_LABELS[r.level])}` : ''}
                </Badge>
              </Table.Cell>
              <Table.Cell>{formatEuro(r.amountAppliedFor, i18n.locale)}</Table.Cell>
              <Table.Cell>{formatEuro(r.amountApproved, i18n.locale)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDisplayDateTime(r.updatedAt)}</Table.Cell>
            </Table.Row>
          );
        })}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={goTo} />
    </Stack>
  );
}
