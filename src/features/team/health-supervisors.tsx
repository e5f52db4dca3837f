import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MemberRow } from '../../../domain/team/group';
import { ApiError, apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { Loading } from '../../components/loading';
import { useSession } from '../../auth/session';

type Supervisor = { personId: string; givenName: string; familyName: string };

/**
 * The team's designated return-to-play supervisors (seed 2 §6), for the club's administrators: they read
 * the team's health questionnaires on `/return-to-play`. A club admin designates one of the team's members
 * or removes one; the server refuses anyone else (the designation grants reading health answers), and an
 * admin designating themself (another admin of the club designates them), so they are not offered.
 */
export function HealthSupervisors({ groupId, members }: { groupId: string; members: MemberRow[] }) {
  const { t } = useLingui();
  const me = useSession().person?.id;
  const path = `/health-questionnaire/supervisor/${groupId}`;
  const list = useApiGet<{ _embedded: { supervisors: Supervisor[] } }>(path);
  const [chosen, setChosen] = useState('');
  const { busy, run } = useServerAction();
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') {
    return (
      <Text role="alert">
        {list.error instanceof ApiError && list.error.status === 403 ? (
          <Trans>Only the club's administrators designate the team's health questionnaire supervisors.</Trans>
        ) : (
          <Trans>Unable to load data - please try again later</Trans>
        )}
      </Text>
    );
  }
  const supervisors = list.data._embedded.supervisors;
  const candidates = members.filter(
    (m) => m.personId !== me && !supervisors.some((s) => s.personId === m.personId),
  );
  const add = () =>
    run(
      async () => {
        await apiSend('POST', path, { personId: chosen });
        showAlert('success', t`Supervisor designated`);
        setChosen('');
        list.reload();
      },
      t`Unable to save data - please try again later`,
    );
  const remove = (s: Supervisor) =>
    run(
      async () => {
        await apiSend('DELETE', `${path}/${s.personId}`);
        showAlert('success', t`Supervisor removed`);
        list.reload();
      },
      t`Unable to save data - please try again later`,
    );
  return (
    <Stack gap={3} data-testid="health-supervisors">
      <Text color="fg.muted">
        <Trans>
          Supervisors read this team's return-to-play health questionnaires on the day and mark attendance.
          Nobody else sees the answers.
        </Trans>
      </Text>
      {supervisors.length === 0 ? (
        <Text>
          <Trans>The team has no supervisor yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap={2}>
          {supervisors.map((s) => (
            <HStack as="li" key={s.personId} listStyleType="none" gap={3}>
              <Text>{`${s.givenName} ${s.familyName}`}</Text>
              <Button size="xs" variant="outline" disabled={busy} onClick={() => void remove(s)}>
                <Trans>Remove</Trans>
                <Text as="span" srOnly>{` ${s.givenName} ${s.familyName}`}</Text>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack gap={3} align="end" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Member to designate`}
            value={chosen}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            <option value="">{t`Choose a member`}</option>
            {candidates.map((m) => (
              <option key={m.personId} value={m.personId}>
                {m.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="brand" disabled={!chosen || busy} onClick={() => void add()}>
          <Trans>Designate supervisor</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
