import { Box, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Fixture } from '../../../domain/competition/fixture';
import { resultsAndFixtures } from '../../../domain/organization/public-page';
import { FixtureDays } from '../../components/fixture-list';

/**
 * Results (newest first) and Fixtures (oldest first) tabs; hidden when the club has neither. `allPanels`
 * draws both panels (the hidden one too), for the server's document: readable without JavaScript.
 */
export function ClubFixtures(props: { fixtures: readonly Fixture[]; allPanels?: boolean }) {
  const { fixtures, allPanels = false } = props;
  const { t } = useLingui();
  if (fixtures.length === 0) return null;
  const { results, fixtures: upcoming } = resultsAndFixtures(fixtures);
  return (
    <Box as="section" aria-label={t`Results and fixtures`}>
      <Tabs.Root defaultValue="results" variant="line" lazyMount={!allPanels}>
        <Tabs.List>
          <Tabs.Trigger value="results">
            <Trans>Results</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="fixtures">
            <Trans>Fixtures</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results">
          <FixtureDays groups={results} empty={t`no results`} context="club" />
        </Tabs.Content>
        <Tabs.Content value="fixtures">
          <FixtureDays groups={upcoming} empty={t`no fixtures`} context="club" />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
