import { Badge, Box, Button, Card, Heading, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import { onboardingLinkFor } from '../../../../domain/payment/account';
import type { ApprovalType } from '../../../../domain/payment/approval';
import { apiSend } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { ApprovalsTable } from './approvals-table';
import { MoneyRequestDialog } from './money-request-dialog';
import type { ApprovalList, AuditList, MethodList, MovementList, PaymentAccountView } from './payment-api';
import { ACCOUNT_STATUS_LABELS, AUDIT_ACTION_LABELS, MOVEMENT_STATUS_LABELS } from './payment-labels';

/**
 * The club's payment account for its finance administrators (seed 3 §2 Payments screens; /clubs and
 * /administration/clubs): status, the setup link (its return-url placeholder replaced by this page), the
 * balances with the balance modal's top up and payout, requests awaiting a second finance administrator,
 * payouts and top-ups, and the account's audit log.
 */
export function PaymentAccountPanel({ orgId, clubName }: { orgId: string; clubName: string }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const me = session.person?.id ?? '';
  const base = `/payment-account/${orgId}`;
  const account = useApiGet<PaymentAccountView>(base);
  const approvals = useApiGet<ApprovalList>(`${base}/approval?status=CREATED&size=40`);
  const movements = useApiGet<MovementList>(`${base}/movement`);
  const methods = useApiGet<MethodList>(`${base}/payment-method`);
  const audit = useApiGet<AuditList>(`${base}/audit-log?size=20`);
  const [asking, setAsking] = useState<ApprovalType | null>(null);
  const { busy, run } = useServerAction();
  const reload = () => [account, approvals, movements, audit].forEach((x) => x.reload());
  const money = (n: number, c: string) => formatMoney(n, c, i18n.locale);
  const a = account.status === 'ok' ? account.data : null;
  const eur = a?.balances.find((b) => b.currency === a.defaultCurrency) ?? a?.balances[0];
  const open = () =>
    run(
      async () => {
        await apiSend('POST', base, {}, crypto.randomUUID());
        account.reload();
      },
      t`Error processing payment`,
    );
  return (
    <Stack gap={4} as="section" aria-labelledby="payment-account-heading" data-testid="payment-account">
      <Heading as="h2" size="lg" id="payment-account-heading">
        <Trans>Payment account: {clubName}</Trans>
      </Heading>
      <LoadState state={account} />
      {a && (
        <HStack gap={3} wrap="wrap">
          <Badge
            data-testid="payment-account-status"
            colorPalette={a.paymentAccountStatus === 'SETUP_COMPLETE' ? 'green' : 'orange'}
          >
            {i18n._(ACCOUNT_STATUS_LABELS[a.paymentAccountStatus])}
          </Badge>
          {a.payoutsFrozen && (
            <Badge colorPalette="red">
              <Trans>Payouts frozen</Trans>
            </Badge>
          )}
          {a.paymentAccountStatus === 'SETUP_NOT_STARTED' && (
            <Button size="sm" colorPalette="brand" onClick={() => void open()} loading={busy}>
              <Trans>Set up the payment account</Trans>
            </Button>
          )}
          {a.onboardingLink && (
            <Button asChild size="sm" colorPalette="brand">
              <a href={onboardingLinkFor(a.onboardingLink, window.location.href)}>
                <Trans>Complete the payment account setup</Trans>
              </a>
            </Button>
          )}
        </HStack>
      )}
      {a &&
        a.balances.map((b) => (
          <Card.Root key={b.currency} data-testid="balance" data-currency={b.currency}>
            <Card.Body>
              <HStack gap={8} wrap="wrap">
                <Stat.Root>
                  <Stat.Label>{t`Available`}</Stat.Label>
                  <Stat.ValueText data-testid="balance-available">
                    {money(b.available, b.currency)}
                  </Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>{t`Pending`}</Stat.Label>
                  <Stat.ValueText data-testid="balance-pending">
                    {money(b.pending, b.currency)}
                  </Stat.ValueText>
                </Stat.Root>
                <Stat.Root>
                  <Stat.Label>{t`Reserved`}</Stat.Label>
                  <Stat.ValueText data-testid="balance-reserved">
                    {money(b.reserved, b.currency)}
                  </Stat.ValueText>
                </Stat.Root>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      {a?.paymentAccountStatus === 'SETUP_COMPLETE' && (
        <HStack gap={3}>
          <Button size="sm" onClick={() => setAsking('TOP_UP')} disabled={methods.status !== 'ok'}>
            <Trans>Top up</Trans>
          </Button>
          <Button size="sm" onClick={() => setAsking('PAYOUT')} disabled={a.payoutsFrozen}>
            <Trans>Payout</Trans>
          </Button>
        </HStack>
      )}
      {asking && (
        <MoneyRequestDialog
          orgId={orgId}
          kind={asking}
          balance={eur}
          methods={methods.status === 'ok' ? methods.data._embedded.paymentMethods : []}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            reload();
          }}
        />
      )}
      {approvals.status === 'ok' && approvals.data._embedded.approvals.length > 0 && (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            <Trans>Awaiting a second finance administrator</Trans>
          </Heading>
          <ApprovalsTable orgId={orgId} me={me} rows={approvals.data._embedded.approvals} onChange={reload} />
        </Stack>
      )}
      {movements.status === 'ok' && movements.data._embedded.movements.length > 0 && (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            <Trans>Payouts and top-ups</Trans>
          </Heading>
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="movements">
              <TableHead
                titles={[t`Date`, t`Type`, t`Amount`, t`Fee`, t`Status`, t`Settles`, t`Description`]}
              />
              <Table.Body>
                {movements.data._embedded.movements.map((m) => (
                  <Table.Row key={m.id} data-testid="movement" data-kind={m.kind} data-status={m.status}>
                    <Table.Cell>{formatDisplayDateTime(m.createdAt)}</Table.Cell>
                    <Table.Cell>{m.kind === 'TOP_UP' ? t`Top-up` : t`Payout`}</Table.Cell>
                    <Table.Cell>{money(m.amountMinor, m.currency)}</Table.Cell>
                    <Table.Cell>{money(m.feeMinor, m.currency)}</Table.Cell>
                    <Table.Cell>
                      {MOVEMENT_STATUS_LABELS[m.status]
                        ? i18n._(MOVEMENT_STATUS_LABELS[m.status]!)
                        : m.status}
                    </Table.Cell>
                    <Table.Cell>{formatDisplayDateTime(m.settlesAt)}</Table.Cell>
                    <Table.Cell>{m.description}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      )}
      {audit.status === 'ok' && audit.data._embedded.auditEvents.length > 0 && (
        <Stack gap={2} as="details">
          <Text as="summary" fontWeight="semibold" cursor="pointer">
            <Trans>Account events</Trans>
          </Text>
          <Stack as="ul" gap={1} ps={4} data-testid="payment-audit">
            {audit.data._embedded.auditEvents.map((e) => (
              <li key={e.id}>
                {formatDisplayDateTime(e.createDate)} · {i18n._(AUDIT_ACTION_LABELS[e.action])}
                {e.amountMinor !== null && e.currency ? ` · ${money(e.amountMinor, e.currency)}` : ''}
                {e.actorName ? ` · ${e.actorName}` : ''}
                {e.detail ? ` · ${e.detail}` : ''}
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
