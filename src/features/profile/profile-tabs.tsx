import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { formatMoney } from '../../../domain/lib/money';
import { useApiGet } from '../../lib/use-api-get';
import { db } from '../../offline/db';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

/**
 * The profile's tabs (seed 1 §2, seed 3 §2). Player transfers and player actions are hidden until their
 * features exist (no placeholder tabs); subscriptions (the person's instalment plans) show on their own
 * profile, where the orders they paid for are theirs to see; CRBOT shows on one's own profile to executive
 * committee members only (domain/vetting/crbot.ts `isExecutiveMember`).
 */
export const PROFILE_TABS = [
  'profile',
  'family',
  'membership-history',
  'subscriptions',
  'injuries',
  'qualifications',
  'linked-accounts',
  'crbot',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function useTabLabels(): Record<ProfileTab, string> {
  const { t } = useLingui();
  return {
    profile: t`Profile`,
    family: t`Family`,
    'membership-history': t`Membership history`,
    subscriptions: t`Subscriptions`,
    injuries: t`Injuries`,
    qualifications: t`Qualifications and vetting`,
    'linked-accounts': t`Linked accounts`,
    crbot: t`CRBOT`,
  };
}

/**
 * The tabs shown: subscriptions only on one's own profile (`GET /order` lists the caller's own orders), CRBOT
 * only there too and only for an executive committee member.
 */
export function visibleTabs(self: boolean, executive = false): readonly ProfileTab[] {
  return PROFILE_TABS.filter(
    (tab) => (tab !== 'subscriptions' || self) && (tab !== 'crbot' || (self && executive)),
  );
}

interface OrderRow {
  id: string;
  paymentType: string;
  amountMinor: number;
  paidMinor: number;
  currency: string;
  planCancelled: boolean | null;
  createdAt: string;
}

/** The person's subscriptions: the instalment plans of the orders they paid for, newest first. */
export function SubscriptionsTab() {
  const { i18n } = useLingui();
  const list = useApiGet<{ _embedded: { orders: OrderRow[] } }>('/order?size=100');
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={list.error} />
      </Text>
    );
  }
  const plans = list.data._embedded.orders.filter((o) => o.paymentType === 'INSTALLMENTS_ONLINE');
  if (plans.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No subscriptions: you pay no membership by instalments.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="subscriptions">
      {plans.map((o) => {
        const date = formatDisplayDate(o.createdAt.slice(0, 10));
        const paid = formatMoney(o.paidMinor, o.currency, i18n.locale);
        const total = formatMoney(o.amountMinor, o.currency, i18n.locale);
        return (
          <li key={o.id}>
            <ChakraLink asChild>
              <Link to="/clubs/order/$orderId" params={{ orderId: o.id }}>
                <Trans>
                  Instalment plan of {date}: {paid} paid of {total}
                </Trans>
              </Link>
            </ChakraLink>
            {o.planCancelled && (
              <Text as="span" color="fg.muted">
                {' '}
                <Trans>(cancelled)</Trans>
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/** The person's injury records that are on this device (the injuries feature keeps them). */
export function InjuriesTab({ personId }: { personId: string }) {
  const records = useLiveQuery(() => db.injuries.where('personId').equals(personId).toArray(), [personId]);
  if (records === undefined) return null;
  const live = records.filter((r) => !r.deleted);
  if (live.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No injury records for this person on this device.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap={2} listStyleType="none">
      {live.map((r) => (
        <li key={r.id}>
          <ChakraLink asChild>
            <Link to="/injuries/$injuryId" params={{ injuryId: r.id }}>
              <Trans>Injury of {formatDisplayDate(r.injuryDate)}</Trans>
            </Link>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
