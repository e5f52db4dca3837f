import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectorChoices, type OrgChoice } from '../../../app/club-selector-rules';
import { menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { useSelectedOrganization } from '../../../lib/selected-organization';
import { AdminsTab } from './admins-tab';
import { AssetsTab } from './assets-tab';
import { AuditTab } from './audit-tab';
import { DetailsTab } from './details-tab';
import { PlacesTab } from './places-tab';
import { RelationsTab } from './relations-tab';
import { ORGANIZATION_TABS, type OrganizationTab } from './search-params';

/** The organisation the page shows: the one chosen in the club selector, else the first the person administers. */
function useAdminOrganization(): OrgChoice | null {
  const session = useSession();
  const selected = useSelectedOrganization();
  const choices = selectorChoices(menuContextOf(session), '/organizations');
  return choices.find((c) => c.id === selected) ?? choices[0] ?? null;
}

/**
 * `/organizations` (seed 3 §2 "Organisation screens", "Places"): a club administrator's tabs — details (with
 * the public website's publish flags), relations, admins, audit log, places, and the asset register with
 * annual accounts and employment. The tab is in the URL (`?tab=`).
 */
export function OrganizationPage({
  tab,
  onTab,
}: {
  tab: OrganizationTab;
  onTab: (t: OrganizationTab) => void;
}) {
  const { t } = useLingui();
  const org = useAdminOrganization();
  const labels: Record<OrganizationTab, string> = {
    details: t`Details`,
    relations: t`Relations`,
    admins: t`Admins`,
    audit: t`Audit log`,
    places: t`Places`,
    assets: t`Asset register`,
  };
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          <Trans>Organisation details</Trans>
        </Heading>
        {org && <Text color="fg.muted">{org.name}</Text>}
      </Stack>
      {!org ? (
        <Text>
          <Trans>You administer no organisation.</Trans>
        </Text>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => onTab(e.value as OrganizationTab)}
          lazyMount
          unmountOnExit
          variant="line"
        >
          <Tabs.List overflowX="auto">
            {ORGANIZATION_TABS.map((key) => (
              <Tabs.Trigger key={key} value={key}>
                {labels[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="details">
            <DetailsTab key={org.id} orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="relations">
            <RelationsTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="admins">
            <AdminsTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="places">
            <PlacesTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="assets">
            <AssetsTab orgId={org.id} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
