/**
 * `/super-admin` (seed 3 §2 "Super admin"; SUPER_ADMIN only — the server refuses everyone else on every call):
 * tabs for organisations (search, freeze, delete), national administration (create, move, utilities), member search, the open-data API keys, merging clubs, club
 * payment accounts, payout freezes, exchange rates, the organisation bulk upload, and the audit log of every super
 * admin action.
 */
import { Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { ListIntro } from '../../../components/list-controls';
import { AccountsTab } from './accounts-tab';
import { ApiKeysTab } from './api-keys-tab';
import { AuditLogTab } from './audit-log-tab';
import { BulkUploadTab } from './bulk-upload-tab';
import { ExchangeRatesTab } from './exchange-rates-tab';
import { MembersTab } from './members-tab';
import { MergeTab } from './merge-tab';
import { NationalTab } from './national-tab';
import { OrganizationsTab } from './organizations-tab';
import { PaymentAuditTab } from './payment-audit-tab';
import { PayoutFreezeTab } from './payout-freeze-tab';

export function SuperAdminPage() {
  const session = useSession();
  const [tab, setTab] = useState('api-keys');
  if (!menuContextOf(session).roles.includes('super_admin'))
    return (
      <Text role="alert">
        <Trans>Only super administrators can use this page.</Trans>
      </Text>
    );
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Super admin</Trans>}>
        <Trans>
          The association's own controls: organisations and members, open-data API keys, merging clubs, club
          payment accounts and payout freezes, exchange rates, bulk upload and the log of every super admin
          action.
        </Trans>
      </ListIntro>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="organizations">
            <Trans>Organisations</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="national">
            <Trans>National</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="members">
            <Trans>Members</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="api-keys">
            <Trans>API keys</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="merge">
            <Trans>Merge clubs</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="accounts">
            <Trans>Accounts</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="payout-freeze">
            <Trans>Payout freeze</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="payment-audit">
            <Trans>Payment audit log</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="exchange-rates">
            <Trans>Exchange rates</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="bulk-upload">
            <Trans>Bulk upload</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="audit">
            <Trans>Audit log</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="organizations">
          <OrganizationsTab />
        </Tabs.Content>
        <Tabs.Content value="national">
          <NationalTab />
        </Tabs.Content>
        <Tabs.Content value="members">
          <MembersTab />
        </Tabs.Content>
        <Tabs.Content value="api-keys">
          <ApiKeysTab />
        </Tabs.Content>
        <Tabs.Content value="merge">
          <MergeTab />
        </Tabs.Content>
        <Tabs.Content value="accounts">
          <AccountsTab />
        </Tabs.Content>
        <Tabs.Content value="payout-freeze">
          <PayoutFreezeTab />
        </Tabs.Content>
        <Tabs.Content value="payment-audit">
          <PaymentAuditTab />
        </Tabs.Content>
        <Tabs.Content value="exchange-rates">
          <ExchangeRatesTab />
        </Tabs.Content>
        <Tabs.Content value="bulk-upload">
          <BulkUploadTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLogTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
