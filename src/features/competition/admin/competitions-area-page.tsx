import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CompetitionViewTab } from './competition-view-tab';
import { CommunicationsTab } from './communications-tab';
import { CompetitionsTab } from './competitions-tab';
import { FixtureCalendarTab } from './fixture-calendar-tab';
import { FixturesTab } from './fixtures-tab';
import { ManagedLeaguesTab } from './managed-leagues-tab';
import { MatricesTab } from './matrices-tab';
import { PoolUsageTab } from './pool-usage-tab';
import { PoolsTab } from './pools-tab';
import { ReportsTab } from './reports-tab';
import { useAreaOrganization } from './use-area-organization';

import { AREA_TABS, type AreaTab } from './search-params';

export { AREA_TABS, type AreaTab };

/**
 * `/competitions/organizations` (seed 2 §2 Competitions page): the competitions of the organisation chosen
 * in the club selector, in tabs; the tab is in the URL (`?tab=`) so a reload keeps it.
 */
export function CompetitionsAreaPage({ tab, onTab }: { tab: AreaTab; onTab: (tab: AreaTab) => void }) {
  const { t } = useLingui();
  const org = useAreaOrganization();
  const labels: Record<AreaTab, string> = {
    competitions: t`Competitions`,
    fixtures: t`Fixtures`,
    results: t`Results`,
    matrices: t`Matrix templates`,
    'venue-pools': t`Venue pools`,
    'official-pools': t`Match official pools`,
    'fixture-calendar': t`Fixture calendar`,
    reports: t`Reports`,
    pools: t`Pools`,
    'competitions-view': t`Competitions view`,
    communications: t`Communications`,
    'managed-leagues': t`Managed leagues`,
  };
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          <Trans>Competitions</Trans>
        </Heading>
        {org && <Text color="fg.muted">{org.name}</Text>}
      </Stack>
      {!org ? (
        <Text>
          <Trans>You run competitions for no organisation.</Trans>
        </Text>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => onTab(e.value as AreaTab)}
          lazyMount
          unmountOnExit
          variant="line"
        >
          <Tabs.List overflowX="auto">
            {AREA_TABS.map((key) => (
              <Tabs.Trigger key={key} value={key}>
                {labels[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="competitions">
            <CompetitionsTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="fixtures">
            <FixturesTab orgId={org.id} results={false} />
          </Tabs.Content>
          <Tabs.Content value="results">
            <FixturesTab orgId={org.id} results />
          </Tabs.Content>
          <Tabs.Content value="matrices">
            <MatricesTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="venue-pools">
            <PoolsTab orgId={org.id} kind="VENUE" />
          </Tabs.Content>
          <Tabs.Content value="official-pools">
            <PoolsTab orgId={org.id} kind="MATCH_OFFICIAL" />
          </Tabs.Content>
          <Tabs.Content value="fixture-calendar">
            <FixtureCalendarTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportsTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="pools">
            <PoolUsageTab orgId={org.id} onTab={onTab} />
          </Tabs.Content>
          <Tabs.Content value="competitions-view">
            <CompetitionViewTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="communications">
            <CommunicationsTab orgId={org.id} />
          </Tabs.Content>
          <Tabs.Content value="managed-leagues">
            <ManagedLeaguesTab orgId={org.id} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
