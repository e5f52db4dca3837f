import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Fixture } from '../../../../../domain/competition/fixture';
import { formatDisplayDate } from '../../../../../domain/lib/dates';
import { apiSend } from '../../../../api/client';
import { showAlert } from '../../../../components/alerts';
import { useServerAction } from '../../../../components/use-server-action';
import { useApiGet } from '../../../../lib/use-api-get';
import { competitionPath, dublinDateTime, fixturesQuery, itemsOf } from '../competition-api';
import { OfficialsDialog } from '../officials-dialog';
import type { StepProps } from './wizard-page';

/**
 * Step 5, allocate referees: the generated fixtures, each with "Appoint referee"; Finish makes the
 * competition ACTIVE and opens it.
 */
export function RefereesStep({ competition, back }: StepProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { busy, run } = useServerAction();
  const list = useApiGet<unknown>(fixturesQuery(competition.id));
  const fixtures = list.status === 'ok' ? itemsOf<Fixture>(list.data, 'fixtures') : [];
  const [open, setOpen] = useState<Fixture | null>(null);
  const finish = () =>
    run(
      async () => {
        if (competition.status !== 'ACTIVE') {
          await apiSend('PATCH', `${competitionPath(competition.id)}/status`, { status: 'ACTIVE' });
        }
        showAlert('success', t`Competition is active`);
        await navigate({
          to: '/competitions/organizations/$competitionId',
          params: { competitionId: competition.id },
        });
      },
      t`Unable to update competition`,
    );
  return (
    <Stack gap={4}>
      {list.status === 'ok' && fixtures.length === 0 && (
        <Text color="fg.muted">
          <Trans>No fixtures yet: referees can be appointed once fixtures exist.</Trans>
        </Text>
      )}
      <Stack as="ul" gap={2} listStyleType="none" data-testid="wizard-fixtures">
        {fixtures.map((f) => {
          const { date, time } = dublinDateTime(f.startDate);
          const referee = f.officials?.find((o) => o.type === 'REFEREES')?.name ?? f.refereeName;
          const home = f.homeTeam.name ?? t`Bye`;
          const away = f.awayTeam.name ?? t`Bye`;
          return (
            <Box as="li" key={f.id} borderWidth="1px" borderRadius="md" p={3} data-testid="wizard-fixture">
              <HStack justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Text fontWeight="semibold">
                    {home} v {away}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDisplayDate(date)} {time}
                    {f.place ? ` · ${f.place.name}` : ''} ·{' '}
                    {referee ? t`Referee: ${referee}` : t`No referee yet`}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setOpen(f)}
                  aria-label={t`Appoint referee for ${home} v ${away}`}
                >
                  <Trans>Appoint referee</Trans>
                </Button>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      {open && (
        <OfficialsDialog
          fixture={open}
          orgId={competition.organizationId}
          canAppoint
          onClose={() => setOpen(null)}
          onChanged={list.reload}
        />
      )}
      <HStack>
        <Button variant="outline" onClick={back} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void finish()}>
          <Trans>Finish</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
