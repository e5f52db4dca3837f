import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { clubInvitationApi } from '../../../../domain/person/club-link/club-invitation.contract';
import { call } from '../../../api/call';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { HibernateDialog } from './hibernate-dialog';
import type { ClubMembershipView } from '../membership-types';
import { UpgradeDialog } from './upgrade-dialog';

type Action =
  | 'approve'
  | 'revoke'
  | 'refund'
  | 'markPaid'
  | 'cancelOrder'
  | 'cancelPlan'
  | 'upgrade'
  | 'markUpgradePaid'
  | 'cancelUpgrade'
  | 'hibernate'
  | 'unhibernate'
  | 'remove';

const PENDING = ['ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];
const REFUNDABLE = ['paid', 'payment_processing', 'part_refunded'];

/** The actions the row's state allows (seed 1 §4 Membership: the transitions the server accepts). */
export function allowedActions(m: ClubMembershipView): Action[] {
  const out: Action[] = [];
  if (PENDING.includes(m.membershipStatus)) out.push('approve');
  if (m.upgradeOrderId) out.push('markUpgradePaid', 'cancelUpgrade');
  else if (m.membershipStatus === 'REGISTERED' || PENDING.includes(m.membershipStatus)) out.push('upgrade');
  if (m.membershipStatus !== 'REVOKED') out.push('revoke');
  if (m.orderId && m.orderStatus === 'payment_due') out.push('markPaid', 'cancelOrder');
  if (m.orderId && m.orderStatus && REFUNDABLE.includes(m.orderStatus)) out.push('refund');
  if (m.orderPaymentType === 'INSTALLMENTS_ONLINE' && !m.orderPlanCancelled && m.orderStatus !== 'refunded')
    out.push('cancelPlan');
  if (m.memberStatus === 'ACTIVE') out.push('hibernate');
  if (m.memberStatus === 'HIBERNATED') out.push('unhibernate');
  // A member whose membership no longer counts may be taken out of the club (the server refuses one who still
  // has a counting membership or an office there).
  if (m.membershipStatus === 'REVOKED' && m.memberStatus !== null) out.push('remove');
  return out;
}

/** A row's actions menu and the dialog of the action chosen. */
export function MemberActions(props: {
  membership: ClubMembershipView;
  orgId: string;
  onChanged: () => void;
}) {
  const { membership: m, orgId, onChanged } = props;
  const { t } = useLingui();
  const [open, setOpen] = useState<Action | null>(null);
  const labels: Record<Action, string> = {
    approve: t`Approve`,
    revoke: t`Revoke`,
    refund: t`Refund`,
    markPaid: t`Mark order paid`,
    cancelOrder: t`Cancel order`,
    cancelPlan: t`Cancel subscription plan`,
    upgrade: t`Upgrade`,
    markUpgradePaid: t`Mark upgrade paid`,
    cancelUpgrade: t`Cancel upgrade`,
    hibernate: t`Hibernate`,
    unhibernate: t`Unhibernate`,
    remove: t`Remove from club`,
  };
  const actions = allowedActions(m);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  const done = (message: string) => {
    showAlert('success', message);
    close();
    onChanged();
  };
  const run = async (send: () => Promise<unknown>, message: string, failure: string) => {
    try {
      await send();
      done(message);
    } catch (err) {
      showErrorAlert(failure, err);
    }
  };
  const order = `/order/${encodeURIComponent(m.orderId ?? '')}`;
  const confirms: Partial<
    Record<Action, { body: string; send: () => Promise<unknown>; ok: string; fail: string }>
  > = {
    approve: {
      body: t`Approve the membership of ${m.name}?`,
      send: () => apiSend('PATCH', `/membership/${m.id}`, { membershipStatus: 'REGISTERED' }),
      ok: t`Membership approved`,
      fail: t`Unable to approve this membership`,
    },
    revoke: {
      body: t`Revoke the membership of ${m.name}? A revoked membership no longer counts.`,
      send: () => apiSend('PATCH', `/membership/${m.id}`, { membershipStatus: 'REVOKED' }),
      ok: t`Membership revoked`,
      fail: t`Unable to revoke this membership`,
    },
    refund: {
      body: t`Refund the whole order of ${m.name}? Every membership in the order is revoked.`,
      send: () => apiSend('POST', `${order}/refund`, undefined, crypto.randomUUID()),
      ok: t`Order refunded`,
      fail: t`Unable to refund this order`,
    },
    markPaid: {
      body: t`Mark the order of ${m.name} paid? Its memberships are registered.`,
      send: () => apiSend('PATCH', order, { status: 'paid' }),
      ok: t`Order marked paid`,
      fail: t`Unable to update the order`,
    },
    cancelOrder: {
      body: t`Cancel the unpaid order of ${m.name}?`,
      send: () => apiSend('PATCH', order, { status: 'abandoned' }),
      ok: t`Order cancelled`,
      fail: t`Unable to update the order`,
    },
    cancelPlan: {
      body: t`Cancel the subscription plan of ${m.name}? No further instalments are charged.`,
      send: () => apiSend('POST', `${order}/cancel-plan`),
      ok: t`Subscription plan cancelled`,
      fail: t`Unable to cancel the subscription plan`,
    },
    markUpgradePaid: {
      body: t`Mark the upgrade of ${m.name} paid?`,
      send: () => apiSend('PATCH', `/order/${m.upgradeOrderId}`, { status: 'paid' }),
      ok: t`Upgrade marked paid`,
      fail: t`Unable to update the order`,
    },
    cancelUpgrade: {
      body: t`Cancel the upgrade of ${m.name}? The membership goes back to the option it had.`,
      send: () => apiSend('PATCH', `/order/${m.upgradeOrderId}`, { status: 'abandoned' }),
      ok: t`Upgrade cancelled`,
      fail: t`Unable to update the order`,
    },
    unhibernate: {
      body: t`Make ${m.name} an active member of the club again?`,
      send: () => apiSend('PUT', `/person/${m.personId}/organization/${orgId}`, { status: 'ACTIVE' }),
      ok: t`Member unhibernated`,
      fail: t`Unable to unhibernate this member`,
    },
    remove: {
      body: t`Remove ${m.name} from the club? They leave its teams; they can be invited again later.`,
      send: () => call(clubInvitationApi.unlink, { params: { id: m.personId, orgId } }),
      ok: t`Removed from the club`,
      fail: t`Unable to remove this person from the club`,
    },
  };
  const confirm = open ? confirms[open] : undefined;
  return (
    <>
      <Menu.Root onSelect={(d) => setOpen(d.value as Action)}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" aria-label={t`Actions for ${m.name}`}>
            <Trans>Actions</Trans>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((a) => (
                <Menu.Item key={a} value={a}>
                  {labels[a]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirm && open && (
        <ConfirmDialog
          open
          title={labels[open]}
          body={
            <Stack gap={2}>
              <Text>{confirm.body}</Text>
            </Stack>
          }
          confirmLabel={labels[open]}
          onCancel={close}
          onConfirm={() => run(confirm.send, confirm.ok, confirm.fail)}
        />
      )}
      {open === 'upgrade' && (
        <UpgradeDialog
          membership={m}
          onClose={close}
          onDone={() => done(t`Membership upgraded: the difference is due`)}
        />
      )}
      {open === 'hibernate' && (
        <HibernateDialog
          membership={m}
          orgId={orgId}
          onClose={close}
          onDone={() => done(t`Member hibernated`)}
        />
      )}
    </>
  );
}
