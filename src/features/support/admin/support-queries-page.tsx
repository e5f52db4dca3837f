/**
 * `/administration/support` (ours): the support queries sent through the contact form, newest first, for
 * super admins (the server refuses anyone else): reference, when, who, subject, category and status. A
 * reference opens the query with its case (support-case-dialog.tsx); `?query=<id>`, the desk mail's link,
 * opens it directly.
 */
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  backToFirstPage,
  FilterSelect,
  ListIntro,
  ListTable,
  type PageInfo,
  Pager,
} from '../../../components/list-controls';
import { useApiGet } from '../../../lib/use-api-get';
import { SupportCaseDialog } from './support-case-dialog';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import {
  SUPPORT_STATUSES,
  type SupportCategory,
  type SupportStatus,
  type SupportSubcategory,
} from '../../../../domain/support/enums';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_SUBCATEGORY_LABELS,
} from '../../../../domain/support/labels';

interface SupportRow {
  id: string;
  reference: string;
  status: SupportStatus;
  name: string;
  email: string;
  category: SupportCategory;
  subcategory: SupportSubcategory;
  subject: string;
  createdAt: string;
}
interface SupportAnswer {
  _embedded: { supportQueries: SupportRow[] };
  page: PageInfo;
}

export function SupportQueriesPage(props: { open?: string; onOpen: (id: string | undefined) => void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const firstPage = backToFirstPage(setPage);
  const query = new URLSearchParams({ page: String(page), size: '50' });
  if (status) query.set('status', status);
  const list = useApiGet<SupportAnswer>(`/support-query?${query}`);
  const rows = list.status === 'ok' ? list.data._embedded.supportQueries : [];
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Support queries</Trans>}>
        <Trans>Every query sent through the contact form, newest first.</Trans>
      </ListIntro>
      <Box>
        <FilterSelect
          label={t`Status`}
          value={status}
          onChange={firstPage(setStatus)}
          all={t`All`}
          options={SUPPORT_STATUSES.map((s) => [s, i18n._(SUPPORT_STATUS_LABELS[s])] as const)}
        />
      </Box>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No support queries.</Trans>}
        caption={t`Support queries`}
        titles={[t`Reference`, t`Received`, t`From`, t`Subject`, t`Category`, t`Status`]}
        testId="support-queries"
      >
        {rows.map((r) => (
          <Table.Row key={r.id}>
            <Table.Cell whiteSpace="nowrap">
              <Button
                variant="plain"
                size="sm"
                px={0}
                textDecoration="underline"
                onClick={() => props.onOpen(r.id)}
              >
                {r.reference}
              </Button>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDisplayDateTime(r.createdAt)}</Table.Cell>
            <Table.Cell>
              {r.name}
              <Text fontSize="xs" color="fg.muted">
                {r.email}
              </Text>
            </Table.Cell>
            <Table.Cell>{r.subject}</Table.Cell>
            <Table.Cell>
              {i18n._(SUPPORT_CATEGORY_LABELS[r.category])}
              <Text fontSize="xs" color="fg.muted">
                {i18n._(SUPPORT_SUBCATEGORY_LABELS[r.subcategory])}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <HStack>
                <Badge variant="subtle">{i18n._(SUPPORT_STATUS_LABELS[r.status])}</Badge>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
      {props.open && (
        <SupportCaseDialog id={props.open} onClose={() => props.onOpen(undefined)} onSaved={list.reload} />
      )}
    </Stack>
  );
}
