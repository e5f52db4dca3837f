import { HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  VETTING_STATUSES,
  VETTING_TYPES,
  type VettingAssociation,
  type VettingStatus,
  type VettingType,
} from '../../../../domain/vetting/enums';
import { FilterSelect, SearchField } from '../../../components/list-controls';
import { ASSOCIATION_LABELS, STATUS_LABELS, TYPE_LABELS } from '../vetting-labels';
import { PAGE_SIZES, type DeskDefaults, type VettingFilters } from './vetting-api';

/** Unique by value, the first label kept (the desk's default reads first). */
const unique = (options: (readonly [string, string])[]) =>
  options.filter(([value], i) => options.findIndex(([v]) => v === value) === i);

/**
 * The table's filters (seed 3 §7 filter keys): type and the desk's status (each a single value, or the desk's
 * default set, or any), the club (for a children's officer of several clubs) or the association (for an
 * association's desk), the search by name or reference, and the page size. Every change goes to the page,
 * which starts again at page 0 (seed 3 §9).
 */
export function VettingFiltersBar(props: {
  desk: DeskDefaults;
  value: VettingFilters;
  onChange: (f: VettingFilters) => void;
  clubs: { id: string; name: string }[];
  associations: VettingAssociation[];
  pageSize: number;
  onPageSize: (size: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { desk, value: f, onChange } = props;
  const [search, setSearch] = useState(f.search);
  const statusLabels = (list: readonly VettingStatus[]) =>
    list.map((s) => i18n._(STATUS_LABELS[s])).join(', ');
  const typeOptions = unique([
    [VETTING_TYPES.join(','), t`All types`],
    [desk.types.join(','), desk.types.map((x) => i18n._(TYPE_LABELS[x])).join(', ')],
    ...VETTING_TYPES.map((x) => [x, i18n._(TYPE_LABELS[x])] as const),
  ]);
  const statusOptions = unique([
    [desk.statuses.join(','), t`Usual: ${statusLabels(desk.statuses)}`],
    ['', t`Any status`],
    ...VETTING_STATUSES.map((s) => [s, i18n._(STATUS_LABELS[s])] as const),
  ]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...f, search });
  };
  return (
    <Stack as="form" role="search" aria-label={t`Filter vetting applications`} onSubmit={submit}>
      <HStack gap={3} wrap="wrap" align="end">
        <FilterSelect
          label={t`Type`}
          value={f.types.join(',')}
          onChange={(x) => onChange({ ...f, types: x ? (x.split(',') as VettingType[]) : [] })}
          options={typeOptions}
        />
        <FilterSelect
          label={
            desk.statusKey === 'authenticatorStatus' ? t`Authenticator status` : t`Governing agent status`
          }
          value={f.statuses.join(',')}
          onChange={(x) => onChange({ ...f, statuses: x ? (x.split(',') as VettingStatus[]) : [] })}
          options={statusOptions}
        />
        {props.clubs.length > 1 && (
          <FilterSelect
            label={t`Club`}
            value={f.organizationId}
            onChange={(x) => onChange({ ...f, organizationId: x })}
            all={t`All clubs`}
            options={props.clubs.map((c) => [c.id, c.name] as const)}
          />
        )}
        {props.associations.length > 0 && (
          <FilterSelect
            label={t`Association`}
            value={f.association}
            onChange={(x) => onChange({ ...f, association: x })}
            all={t`All associations`}
            options={props.associations.map((a) => [a, i18n._(ASSOCIATION_LABELS[a])] as const)}
          />
        )}
        <SearchField label={t`Name or reference`} value={search} onChange={setSearch} />
        <FilterSelect
          label={t`Rows per page`}
          value={String(props.pageSize)}
          onChange={(x) => props.onPageSize(Number(x))}
          options={PAGE_SIZES.map((n) => [String(n), String(n)] as const)}
        />
      </HStack>
    </Stack>
  );
}
