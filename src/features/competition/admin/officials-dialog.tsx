import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { OFFICIAL_TYPES, type OfficialType } from '../../../../domain/competition/enums';
import type { Fixture, FixtureOfficial } from '../../../../domain/competition/fixture';
import { apiGet, apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { showAlert } from '../../../components/alerts';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { AVAILABILITY_LABELS, OFFICIAL_TYPE_LABELS } from '../match-official/match-official-labels';
import { officialCandidates, query, type OfficialChoice } from './competition-api';

/** The people on offer as officials, by name, once something is typed (or all of them when nothing is). */
function useCandidates(orgId: string, search: string) {
  const [found, setFound] = useState<OfficialChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      officialCandidates(apiGet, orgId, search)
        .then((list) => live && setFound(list))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orgId, search]);
  return found;
}

/**
 * A fixture's officials (seed 2 §3 Fixture, `GET/POST/DELETE /fixture/{id}/official`): who is appointed,
 * as what, and their availability; appoint someone (a referee by default) or remove an appointment.
 */
export function OfficialsDialog(props: {
  fixture: Fixture;
  orgId: string;
  canAppoint: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const path = `/fixture/${encodeURIComponent(props.fixture.id)}/official`;
  const officials = useApiGet<FixtureOfficial[]>(path);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<OfficialType>('REFEREES');
  const candidates = useCandidates(props.orgId, search);
  const appoint = (person: OfficialChoice) =>
    run(
      async () => {
        await apiSend('POST', path, { officials: [{ personId: person.id, type }] });
        showAlert('success', t`${person.name} appointed`);
        officials.reload();
        props.onChanged();
      },
      t`Unable to save data`,
    );
  const remove = (o: FixtureOfficial) =>
    run(
      async () => {
        await apiSend('DELETE', `${path}?${query({ personId: o.personId, type: o.type })}`);
        officials.reload();
        props.onChanged();
      },
      t`Unable to save data`,
    );
  const home = props.fixture.homeTeam.name ?? t`Home`;
  const away = props.fixture.awayTeam.name ?? t`Away`;
  const typeLabel = (code: string) =>
    i18n._(OFFICIAL_TYPE_LABELS[code as OfficialType] ?? { id: code, message: code });
  return (
    <AppDialog
      open
      onClose={props.onClose}
      busy={busy}
      title={t`Officials: ${home} v ${away}`}
      testId="officials-dialog"
    >
      <Stack gap={4}>
        {officials.status === 'ok' && officials.data.length === 0 && (
          <Text color="fg.muted">
            <Trans>No officials appointed yet.</Trans>
          </Text>
        )}
        {officials.status === 'ok' && officials.data.length > 0 && (
          <Stack as="ul" gap={2} listStyleType="none" aria-label={t`Appointed officials`}>
            {officials.data.map((o) => (
              <HStack as="li" key={`${o.personId}-${o.type}`} justify="space-between" wrap="wrap">
                <Text>
                  {o.name} · {typeLabel(o.type)} <Badge>{i18n._(AVAILABILITY_LABELS[o.availability])}</Badge>
                </Text>
                {props.canAppoint && (
                  <Button size="xs" variant="outline" disabled={busy} onClick={() => void remove(o)}>
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        {props.canAppoint && (
          <Stack gap={3} as="section" aria-label={t`Appoint an official`}>
            <HStack gap={3} align="end" wrap="wrap">
              <Field.Root maxW="xs">
                <Field.Label>
                  <Trans>Role</Trans>
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as OfficialType)}>
                    {OFFICIAL_TYPES.map((code) => (
                      <option key={code} value={code}>
                        {typeLabel(code)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root maxW="xs">
                <Field.Label>
                  <Trans>Find an official</Trans>
                </Field.Label>
                <Input value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
              </Field.Root>
            </HStack>
            {candidates !== null && candidates.length === 0 && (
              <Text color="fg.muted">
                <Trans>No match officials found: add officials to a match official pool first.</Trans>
              </Text>
            )}
            <Stack as="ul" gap={1} listStyleType="none">
              {(candidates ?? []).slice(0, 20).map((p) => (
                <HStack as="li" key={p.id} justify="space-between">
                  <Text>{p.name}</Text>
                  <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => void appoint(p)}>
                    <Trans>Appoint</Trans>
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
