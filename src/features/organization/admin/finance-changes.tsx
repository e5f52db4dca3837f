import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type { PrivilegeChangeView } from '../../../../domain/organization/privilege-change';
import { apiSend } from '../../../api/client';
import { linkHoldsFinance, linkIsClubAdmin, menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { showAlert } from '../../../components/alerts';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';

type ChangeList = { _embedded: { privilegeChanges: PrivilegeChangeView[] } };

/**
 * Changes to the club's FINANCE privilege waiting for consent (issue 48, finding 3): shown to the club's
 * admins beside its administrators (the one who asked sees it wait) and to its finance administrators beside
 * its payments. Approve and Reject are offered to whoever the server says may decide (another finance
 * administrator of the club, not the requester nor the person it is about, a county administrator, a super
 * admin); the server checks again. Nothing is drawn when nothing waits. `asAdmin`: drawn on the admins
 * tab, whose every viewer administers the club (a county administrator included); elsewhere only the club's
 * own admins and finance administrators, and super admins, ask for the list.
 */
export function FinanceChanges({
  orgId,
  asAdmin = false,
  onDecided,
}: {
  orgId: string;
  asAdmin?: boolean;
  onDecided?: () => void;
}) {
  const { t } = useLingui();
  const ctx = menuContextOf(useSession());
  const concerned =
    asAdmin ||
    ctx.roles.includes('super_admin') ||
    ctx.links.some((l) => l.organization.id === orgId && (linkHoldsFinance(l) || linkIsClubAdmin(l)));
  const list = useApiGet<ChangeList>(concerned ? `/organization/${orgId}/privilege-change` : null);
  const { busy, run } = useServerAction();
  if (list.status !== 'ok') return null;
  const rows = list.data._embedded.privilegeChanges;
  if (rows.length === 0) return null;
  const decide = async (c: PrivilegeChangeView, status: 'APPROVED' | 'REJECTED') => {
    const done = await run(
      () =>
        apiSend('PATCH', `/organization/${orgId}/privilege-change/${c.id}`, { status }, crypto.randomUUID()),
      t`Unable to decide the change`,
    );
    if (done.ok) {
      showAlert('success', status === 'APPROVED' ? t`Change approved` : t`Change rejected`);
      list.reload();
      onDecided?.();
    }
  };
  return (
    <Stack as="section" gap={3} aria-labelledby={`finance-changes-${orgId}`}>
      <Heading as="h2" size="md" id={`finance-changes-${orgId}`}>
        <Trans>Finance privilege changes awaiting approval</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          A change to the finance privilege takes effect when another finance administrator of the club
          approves it.
        </Trans>
      </Text>
      <Table.Root size="sm" aria-label={t`Finance privilege changes awaiting approval`}>
        <TableHead titles={[t`Member`, t`Requested change`, t`Requested by`, t`Requested on`, t`Actions`]} />
        <Table.Body>
          {rows.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell>{c.personName}</Table.Cell>
              <Table.Cell>
                {c.action === 'GRANT' ? t`Give the finance privilege` : t`Remove the finance privilege`}
              </Table.Cell>
              <Table.Cell>{c.requestedByName}</Table.Cell>
              <Table.Cell>{formatDisplayDateTime(c.createdAt)}</Table.Cell>
              <Table.Cell>
                {c.mayDecide ? (
                  <HStack gap={2}>
                    <Button
                      size="xs"
                      colorPalette="brand"
                      loading={busy}
                      onClick={() => void decide(c, 'APPROVED')}
                      aria-label={t`Approve the change for ${c.personName}`}
                    >
                      <Trans>Approve</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={busy}
                      onClick={() => void decide(c, 'REJECTED')}
                      aria-label={t`Reject the change for ${c.personName}`}
                    >
                      <Trans>Reject</Trans>
                    </Button>
                  </HStack>
                ) : (
                  <Text color="fg.muted">
                    <Trans>Waiting for another finance administrator</Trans>
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
