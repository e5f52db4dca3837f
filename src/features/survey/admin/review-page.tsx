/**
 * `/survey/review`: the submissions table for independent assessors and the central financial council (the
 * kinds each reviews; the server scopes it), newest first, filtered by kind and status and searched by club.
 */
import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { SUBMISSION_STATUSES, SURVEY_KINDS } from '../../../../domain/survey/enums';
import { LEVEL_LABELS, SUBMISSION_STATUS_LABELS, SURVEY_KIND_LABELS } from '../../../../domain/survey/labels';
import { FilterSelect, ListIntro, LoadState, Pager, SearchField } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';
import { submissionsPath, type SubmissionPage } from '../survey-data';
import { formatEuro, statusLabel } from '../survey-labels';

export function ReviewPage() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useApiGet<SubmissionPage>(submissionsPath({ kind, status, search, page }));
  const rows = list.status === 'ok' ? list.data._embedded.submissions : [];
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed);
    setPage(0);
  };
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Survey submissions</Trans>}>
        <Trans>Submissions of the surveys you review, most recently updated first.</Trans>
      </ListIntro>
      <Box as="form" onSubmit={onSearch}>
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Survey`}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(0);
            }}
            options={[['', t`All`], ...SURVEY_KINDS.map((k) => [k, i18n._(SURVEY_KIND_LABELS[k])] as const)]}
          />
          <FilterSelect
            label={t`Status`}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(0);
            }}
            options={[
              ['', t`All`],
              ...SUBMISSION_STATUSES.filter((s) => s !== 'DELETED' && s !== 'DRAFT').map(
                (s) => [s, i18n._(SUBMISSION_STATUS_LABELS[s])] as const,
              ),
            ]}
          />
          <SearchField label={t`Club`} value={typed} onChange={setTyped} />
        </HStack>
      </Box>
      <LoadState state={list} />
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No submissions.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="survey-submissions">
            <Table.Caption srOnly>{t`Survey submissions`}</Table.Caption>
            <TableHead
              titles={[
                t`Club`,
                t`County`,
                t`Survey`,
                t`Status`,
                t`Amount applied for`,
                t`Amount approved`,
                t`Last updated`,
              ]}
            />
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <Link to="/survey/review/$id" params={{ id: r.id }}>
                      {r.organizationName}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{r.county ?? '—'}</Table.Cell>
                  <Table.Cell>{i18n._(SURVEY_KIND_LABELS[r.kind])}</Table.Cell>
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
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}
