import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { VETTING_ASSOCIATIONS, type VettingAssociation } from '../../../../domain/vetting/enums';
import type { VettingDesk } from '../../../../domain/vetting/transitions';
import { useSession } from '../../../auth/session';
import { FilterSelect, LoadState, Pager } from '../../../components/list-controls';
import { useCall } from '../../../api/use-call';
import { vettingApi } from '../../../../domain/vetting/vetting.contract';
import { DESK_LABELS } from '../vetting-labels';
import { ActionDialogs, type PendingAction } from './action-dialogs';
import { GardaSection } from './garda-section';
import {
  DEFAULT_PAGE_SIZE,
  deskFilters,
  gardaAssociations,
  vettingListQuery,
  type DeskDefaults,
  type DesksAnswer,
  type VettingFilters,
} from './vetting-api';
import { VettingDetailsDialog } from './vetting-details';
import { VettingFiltersBar } from './vetting-filters';
import { VettingTable } from './vetting-table';

/**
 * `/administration/vetting` (seed 3 §2 "Admin vetting table with filters"): the applications of the caller's
 * vetting desks — a club's children's officer, an association's Garda or Access NI vetting officer, a super
 * admin at any of them (GET /vetting/desks). With several desks a selector chooses one; the table starts with
 * that desk's defaults (seed 3 §6), which the filters change. A Garda desk also gets the Garda files.
 */
export function VettingAdminPage() {
  const desks = useCall(vettingApi.desks, {});
  if (desks.status !== 'ok') return <LoadState state={desks} />;
  if (desks.data.desks.length === 0) {
    return (
      <Text>
        <Trans>
          You review no vetting applications: this page is for children's officers and vetting officers.
        </Trans>
      </Text>
    );
  }
  return <Desks answer={desks.data} />;
}

function Desks({ answer }: { answer: DesksAnswer }) {
  const { t, i18n } = useLingui();
  const [desk, setDesk] = useState<VettingDesk>(answer.desks[0]!.desk);
  const current = answer.desks.find((d) => d.desk === desk) ?? answer.desks[0]!;
  const garda = gardaAssociations(answer);
  return (
    <Stack gap={5}>
      <Heading as="h1" size="2xl">
        <Trans>Vetting applications</Trans>
      </Heading>
      {answer.desks.length > 1 && (
        <FilterSelect
          label={t`Desk`}
          value={desk}
          onChange={(d) => setDesk(d as VettingDesk)}
          options={answer.desks.map((d) => [d.desk, i18n._(DESK_LABELS[d.desk])] as const)}
        />
      )}
      {/* Keyed by desk: a new desk starts again from its own defaults. */}
      <DeskTable
        key={current.desk}
        desk={current}
        answer={answer}
        showGarda={desk === 'gardaOfficer' && garda.length > 0}
      />
    </Stack>
  );
}

function DeskTable(props: { desk: DeskDefaults; answer: DesksAnswer; showGarda: boolean }) {
  const { desk, answer } = props;
  const session = useSession();
  const [filters, setFilters] = useState<VettingFilters>(() => deskFilters(desk));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [details, setDetails] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const list = useCall(vettingApi.list, vettingListQuery(filters, page, size));
  const rows = list.status === 'ok' ? list.data._embedded.vettings : [];
  const clubs =
    desk.desk === 'childrensOfficer'
      ? (session.person?.organizations ?? [])
          .map((l) => l.organization)
          .filter((o) => answer.authenticatorOf.includes(o.id))
      : [];
  const associations: VettingAssociation[] =
    desk.desk === 'childrensOfficer'
      ? []
      : answer.superAdmin
        ? [...VETTING_ASSOCIATIONS]
        : VETTING_ASSOCIATIONS.filter((a) =>
            answer.governing.some((g) => g.desk === desk.desk && g.association === a),
          );
  return (
    <Stack gap={4}>
      {props.showGarda && <GardaSection associations={gardaAssociations(answer)} onUploaded={list.reload} />}
      <VettingFiltersBar
        desk={desk}
        value={filters}
        onChange={(f) => {
          setFilters(f);
          setPage(0);
        }}
        clubs={clubs}
        associations={associations.length > 1 ? associations : []}
        pageSize={size}
        onPageSize={(n) => {
          setSize(n);
          setPage(0);
        }}
      />
      <LoadState state={list} />
      {list.status === 'ok' && rows.length === 0 && (
        <Text color="fg.muted">
          <Trans>No vetting applications match.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <VettingTable
          rows={rows}
          onDetails={setDetails}
          onAction={(action, row) => setPending({ action, row })}
        />
      )}
      {list.status === 'ok' && <Pager page={page} info={list.data.page} onPage={setPage} />}
      <VettingDetailsDialog id={details} onClose={() => setDetails(null)} />
      <ActionDialogs pending={pending} onClose={() => setPending(null)} onDone={list.reload} />
    </Stack>
  );
}
