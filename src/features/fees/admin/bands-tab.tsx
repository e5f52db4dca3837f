import { Box, Button, Heading, HStack, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { BAND_NAMES, BandForm } from '../../../../domain/fees/season';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { ListTable, LoadState, type PageInfo, Pager, SearchField } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import type { Band } from '../fees-api';

const CLUB_PAGE = 100;

/**
 * The claims bands tab (seed 3 §2; stepper step "Finalise Bands"): bands A–E, fixed, with their penalty
 * (editable in the band dialog until the bands are final), and the clubs' bands, paged and searchable.
 */
export function BandsTab({ season, editable }: { season: number; editable: boolean }) {
  const { t } = useLingui();
  const list = useApiGet<{ _embedded: { bands: Band[] } }>(`/band?season=${season}`);
  const [editing, setEditing] = useState<Band | null>(null);
  const bands = list.status === 'ok' ? list.data._embedded.bands : [];
  return (
    <Stack gap={5}>
      <LoadState state={list} />
      {bands.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="claims-bands">
            <TableHead titles={[t`Band`, t`Penalty`, ...(editable ? [t`Actions`] : [])]} />
            <Table.Body>
              {bands.map((b) => (
                <Table.Row key={b.name} data-testid={`band-${b.name}`}>
                  <Table.Cell>{b.name}</Table.Cell>
                  <Table.Cell>{`${b.penaltyPercent} %`}</Table.Cell>
                  {editable && (
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(b)}
                        aria-label={t`Edit band ${b.name}`}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ClubBands season={season} editable={editable} />
      <BandDialog season={season} band={editing} onClose={() => setEditing(null)} onDone={list.reload} />
    </Stack>
  );
}

type BandValues = v.InferInput<typeof BandForm>;

function BandDialog(props: { season: number; band: Band | null; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm<BandValues, unknown, v.InferOutput<typeof BandForm>>({
    resolver: valibotResolver(BandForm),
    defaultValues: { penaltyPercent: '' },
  });
  const { busy, send } = useFormAction(form.setError);
  const { reset } = form;
  const { band } = props;
  useEffect(() => {
    if (band) reset({ penaltyPercent: String(band.penaltyPercent) });
  }, [band, reset]);
  const submit = form.handleSubmit(async (values) => {
    if (!band) return;
    const { penaltyPercent } = values;
    await send(
      () => apiSend('POST', '/band', { season: props.season, name: band.name, penaltyPercent }),
      t`Successfully added new Band`,
      () => {
        props.onClose();
        props.onDone();
      },
    );
  });
  return (
    <FormDialog
      open={band !== null}
      onClose={props.onClose}
      title={t`Band ${band?.name ?? ''}`}
      busy={busy}
      formId="band-form"
      testId="band-dialog"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <TextField
        label={t`Penalty (%)`}
        required
        maxLength={6}
        register={form.register('penaltyPercent')}
        error={form.formState.errors.penaltyPercent?.message}
        helper={t`Added to the invoice of every club in this band; 100 or below.`}
      />
    </FormDialog>
  );
}

type ClubBand = { organizationId: string; organizationName: string; name: string };

/** Each club's band for the season: changed here until the bands are final. */
function ClubBands({ season, editable }: { season: number; editable: boolean }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(0);
  const q = new URLSearchParams({ season: String(season), page: String(page), size: String(CLUB_PAGE) });
  if (applied) q.set('search', applied);
  const list = useApiGet<{ _embedded: { organizationBands: ClubBand[] }; page: PageInfo }>(
    `/band/organization?${q.toString()}`,
  );
  const { run } = useServerAction();
  const setBand = (row: ClubBand, name: string) =>
    run(
      async () => {
        await apiSend('POST', '/band/organization', {
          season,
          organizationId: row.organizationId,
          name: name || null,
        });
        showAlert('success', t`Season Bands Updated`);
        list.reload();
      },
      t`Unable to save data - please try again later`,
    );
  const rows = list.status === 'ok' ? list.data._embedded.organizationBands : [];
  return (
    <Stack gap={3} as="section" aria-labelledby="club-bands-heading">
      <Heading as="h3" size="md" id="club-bands-heading">
        <Trans>Clubs' bands</Trans>
      </Heading>
      <HStack
        as="form"
        align="end"
        gap={3}
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search);
          setPage(0);
        }}
      >
        <SearchField label={t`Search clubs`} value={search} onChange={setSearch} />
      </HStack>
      <ListTable
        state={list}
        count={rows.length}
        empty={<Trans>No club has a band this season.</Trans>}
        caption={t`Clubs' bands`}
        titles={[t`Club`, t`Band`]}
      >
        {rows.map((r) => (
          <Table.Row key={r.organizationId}>
            <Table.Cell>{r.organizationName}</Table.Cell>
            <Table.Cell>
              {editable ? (
                <NativeSelect.Root size="xs" width="auto">
                  <NativeSelect.Field
                    aria-label={t`Band of ${r.organizationName}`}
                    value={r.name}
                    onChange={(e) => void setBand(r, e.currentTarget.value)}
                  >
                    {BAND_NAMES.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                r.name
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {list.status === 'ok' && <Pager page={page} info={list.data.page} onPage={setPage} />}
    </Stack>
  );
}
