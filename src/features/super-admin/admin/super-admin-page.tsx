/**
 * `/super-admin` (seed 3 §2 "Super admin"; SUPER_ADMIN only — the server refuses everyone else on every call):
 * tabs for the open-data API keys, merging clubs, and the audit log of every super admin action.
 */
import { Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { ListIntro } from '../../../components/list-controls';
import { ApiKeysTab } from './api-keys-tab';
import { AuditLogTab } from './audit-log-tab';
import { MergeTab } from './merge-tab';
import { AccountsTab } from './accounts-tab';
import { ExchangeRatesTab } from './exchange-rates-tab';
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
          The association's own controls: open-data API keys, merging clubs and the log of every super admin
          action.
        </Trans>
      </ListIntro>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit>
        <Tabs.List>
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
          <Tabs.Trigger value="exchange-rates">
            <Trans>Exchange rates</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="audit">
            <Trans>Audit log</Trans>
          </Tabs.Trigger>
        </Tabs.List>
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
        <Tabs.Content value="exchange-rates">
          <ExchangeRatesTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLogTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
