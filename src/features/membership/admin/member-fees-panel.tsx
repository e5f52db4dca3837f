import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import type { MemberFeeLine, MemberFeePayInput } from '../../../../domain/membership/member-fee';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/list-controls';
import { Loading } from '../../../components/loading';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { LoadFailureText } from '../../../components/load-failure';

interface OrgRef {
  id: string;
  name: string;
}

interface MemberFee {
  id: string | null;
  sourceOrganization: OrgRef;
  feeDestinationOrganization: OrgRef;
  association: string;
  season: number;
  kind: 'REGISTRATION' | 'AFFILIATION';
  status: 'DUE' | 'PAID';
  memberCount: number;
  amountMinor: number;
  currency: string;
  paidOn: string | null;
}

interface Quote {
  feeDestinationOrganization: OrgRef;
  season: number;
  lines: MemberFeeLine[];
  totalMinor: number;
  currency: string | null;
}

type FeeList = { _embedded: { memberFees: MemberFee[] } };

/**
 * Membership fees between organisations (seed 3 §3 Season and fees): what the club owes the organisations
 * above it for a season and what it has paid (outbound), paid from the club's balance after a quote; and,
 * for an organisation that receives fees (a county board), what its clubs owe and have paid (inbound).
 */
export function MemberFeesPanel({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const current = new Date().getFullYear();
  const [season, setSeason] = useState(String(current));
  const org = encodeURIComponent(orgId);
  const outbound = useApiGet<FeeList>(
    `/membership/fee/outbound?sourceOrganization.id=${org}&season=${season}`,
  );
  const inbound = useApiGet<FeeList>(
    `/membership/fee/inbound?feeDestinationOrganization.id=${org}&season=${season}`,
  );
  const { busy, run } = useServerAction();
  const [paying, setPaying] = useState<{ quote: Quote; key: string } | null>(null);
  const money = (minor: number, currency: string | null) => formatMoney(minor, currency, i18n.locale);
  const kindLabel = (kind: MemberFee['kind']) => (kind === 'REGISTRATION' ? t`Registration` : t`Affiliation`);

  const startPay = (destination: OrgRef) =>
    run(
      async () => {
        const body = {
          sourceOrganizationId: orgId,
          feeDestinationOrganizationId: destination.id,
          season: +season,
        };
        const quote = await apiSend<Quote>('POST', '/membership/fee/quote', body);
        // One key per confirmation: a second click on Confirm is the same payment.
        if (quote.lines.length > 0) setPaying({ quote, key: crypto.randomUUID() });
        else showAlert('warning', t`No membership fees are due to ${destination.name} for ${season}`);
      },
      t`Unable to get a quote for the membership fees`,
    );

  const pay = async (p: { quote: Quote; key: string }) => {
    const body: MemberFeePayInput = {
      sourceOrganizationId: orgId,
      feeDestinationOrganizationId: p.quote.feeDestinationOrganization.id,
      season: p.quote.season,
      amountMinor: p.quote.totalMinor,
    };
    await run(
      async () => {
        await apiSend('POST', '/membership/fee/pay', body, p.key);
        showAlert('success', t`Membership fees paid`);
        setPaying(null);
        outbound.reload();
      },
      t`Unable to pay the membership fees`,
    );
  };

  const dueTo = (fees: MemberFee[]) => {
    const byId = new Map<string, OrgRef>();
    for (const f of fees)
      if (f.status === 'DUE') byId.set(f.feeDestinationOrganization.id, f.feeDestinationOrganization);
    return [...byId.values()];
  };

  const table = (fees: MemberFee[], side: 'outbound' | 'inbound', testId: string) => (
    <Table.Root size="sm" data-testid={testId}>
      <TableHead
        titles={[
          side === 'outbound' ? t`Paid to` : t`Club`,
          t`Association`,
          t`Fee`,
          t`Members`,
          t`Amount`,
          t`Status`,
        ]}
      />
      <Table.Body>
        {fees.map((f) => (
          <Table.Row
            key={`${f.id ?? 'due'}:${f.sourceOrganization.id}:${f.feeDestinationOrganization.id}:${f.association}:${f.kind}`}
          >
            <Table.Cell>
              {side === 'outbound' ? f.feeDestinationOrganization.name : f.sourceOrganization.name}
            </Table.Cell>
            <Table.Cell>{f.association}</Table.Cell>
            <Table.Cell>{kindLabel(f.kind)}</Table.Cell>
            <Table.Cell>{f.kind === 'REGISTRATION' ? f.memberCount : '—'}</Table.Cell>
            <Table.Cell>{money(f.amountMinor, f.currency)}</Table.Cell>
            <Table.Cell>
              {f.status === 'PAID' ? (
                <Badge colorPalette="green">
                  {f.paidOn ? <Trans>Paid on {formatDisplayDate(f.paidOn)}</Trans> : <Trans>Paid</Trans>}
                </Badge>
              ) : (
                <Badge colorPalette="orange">
                  <Trans>Due</Trans>
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Stack as="section" aria-labelledby="member-fees-heading" gap={3}>
      <Heading as="h2" size="lg" id="member-fees-heading">
        <Trans>Membership fees</Trans>
      </Heading>
      <FilterSelect
        label={t`Season`}
        value={season}
        onChange={setSeason}
        options={[0, 1, 2].map((n) => [String(current - n), String(current - n)] as const)}
      />
      {outbound.status === 'loading' && <Loading />}
      {outbound.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={outbound.error} />
        </Text>
      )}
      {outbound.status === 'ok' && outbound.data._embedded.memberFees.length === 0 && (
        <Text color="fg.muted">
          <Trans>No membership fees for this season.</Trans>
        </Text>
      )}
      {outbound.status === 'ok' && outbound.data._embedded.memberFees.length > 0 && (
        <>
          {table(outbound.data._embedded.memberFees, 'outbound', 'member-fees-outbound')}
          <HStack gap={3} wrap="wrap">
            {dueTo(outbound.data._embedded.memberFees).map((d) => (
              <Button
                key={d.id}
                size="sm"
                colorPalette="brand"
                loading={busy}
                onClick={() => void startPay(d)}
              >
                <Trans>Pay the membership fees due to {d.name}</Trans>
              </Button>
            ))}
          </HStack>
        </>
      )}
      {inbound.status === 'ok' && inbound.data._embedded.memberFees.length > 0 && (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            <Trans>Membership fees from clubs</Trans>
          </Heading>
          {table(inbound.data._embedded.memberFees, 'inbound', 'member-fees-inbound')}
        </Stack>
      )}
      {paying && (
        <ConfirmDialog
          open
          title={t`Pay the membership fees`}
          body={
            <Stack gap={2}>
              {paying.quote.lines.map((l) => (
                <Text key={`${l.association}:${l.kind}`}>
                  {l.kind === 'REGISTRATION' ? (
                    <Trans>
                      {l.association} registration: {l.memberCount} × {money(l.unitAmountMinor, l.currency)} ={' '}
                      {money(l.amountMinor, l.currency)}
                    </Trans>
                  ) : (
                    <Trans>
                      {l.association} affiliation: {money(l.amountMinor, l.currency)}
                    </Trans>
                  )}
                </Text>
              ))}
              <Text fontWeight="bold">
                <Trans>
                  Pay {money(paying.quote.totalMinor, paying.quote.currency)} from the club’s balance to{' '}
                  {paying.quote.feeDestinationOrganization.name}?
                </Trans>
              </Text>
            </Stack>
          }
          confirmLabel={t`Pay`}
          onCancel={() => setPaying(null)}
          onConfirm={() => pay(paying)}
        />
      )}
    </Stack>
  );
}
