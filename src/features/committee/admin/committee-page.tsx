/**
 * `/administration/committees/{orgId}` (seed 3 §2 "admin committees with Positions and History tabs"): the
 * club's executive positions by rank with their holders (assign, unassign, custom positions) and the
 * committee's history; above them, the §5 committee check a survey must pass before its review step.
 */
import { Alert, Heading, List, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CommitteeDoc } from '../../../../domain/committee/committee';
import { LoadState } from '../../../components/list-controls';
import { useCall } from '../../../api/use-call';
import { committeeApi } from '../../../../domain/committee/committee.contract';
import { HistoryTab } from './history-tab';
import { PositionsTab } from './positions-tab';

export const COMMITTEE_TABS = ['positions', 'history'] as const;
export type CommitteeTab = (typeof COMMITTEE_TABS)[number];

export function CommitteePage({
  orgId,
  tab,
  onTab,
}: {
  orgId: string;
  tab: CommitteeTab;
  onTab: (t: CommitteeTab) => void;
}) {
  const loaded = useCall(committeeApi.committee, { params: { id: orgId } });
  // The last answer of a change, else the loaded committee (each change answers the whole committee).
  const [changed, setDoc] = useState<CommitteeDoc | null>(null);
  const doc = changed?.organizationId === orgId ? changed : loaded.status === 'ok' ? loaded.data : null;
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Committee</Trans>
      </Heading>
      {!doc ? (
        <LoadState state={loaded} />
      ) : (
        <>
          <CommitteeCheck missing={doc.missing} />
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTab(e.value as CommitteeTab)}
            lazyMount
            unmountOnExit
            variant="line"
          >
            <Tabs.List>
              <Tabs.Trigger value="positions">
                <Trans>Positions</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="history">
                <Trans>History</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="positions">
              <PositionsTab doc={doc} onChange={setDoc} />
            </Tabs.Content>
            <Tabs.Content value="history">
              <HistoryTab orgId={orgId} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </Stack>
  );
}

/** §5: what the committee lacks before a survey's review step, or that it is complete. */
function CommitteeCheck({ missing }: { missing: string[] }) {
  const { i18n } = useLingui();
  return missing.length === 0 ? (
    <Alert.Root status="success" data-testid="committee-check">
      <Alert.Indicator />
      <Alert.Description>
        <Trans>The committee is complete: surveys may proceed to review.</Trans>
      </Alert.Description>
    </Alert.Root>
  ) : (
    <Alert.Root status="warning" data-testid="committee-check">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Before a survey can proceed to review</Trans>
        </Alert.Title>
        <Alert.Description>
          <List.Root>
            {missing.map((id) => (
              <List.Item key={id}>{i18n._(id)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
