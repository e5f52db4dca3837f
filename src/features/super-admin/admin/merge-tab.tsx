/**
 * Merge clubs (seed 3 §2 "Super admin", §4 "Organisation merge copies source organisations into a target"):
 * the target club, the clubs merged into it (at most MERGE_SOURCES_MAX), a confirmation, then one call to
 * `POST /api/super-admin/organization/merge`. The sources' members, memberships, teams, fixtures and places
 * move to the target and their addresses lead to the target's page; the answer says how much moved.
 */
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MERGE_SOURCES_MAX, type MergeResult } from '../../../../domain/super-admin/merge';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ClubPicker, type Club } from '../../../components/club-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useServerAction } from '../../../components/use-server-action';

export function MergeTab() {
  const { t } = useLingui();
  const [target, setTarget] = useState<Club | null>(null);
  const [sources, setSources] = useState<Club[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<MergeResult | null>(null);
  // One key per merge the officer confirms: a retried request is the same merge.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useServerAction();

  const addSource = (c: Club) => {
    if (c.id === target?.id) setProblem(t`A club cannot be merged into itself`);
    else if (sources.some((s) => s.id === c.id)) setProblem(t`Club already added`);
    else if (sources.length >= MERGE_SOURCES_MAX) setProblem(t`At most ${MERGE_SOURCES_MAX} clubs at once`);
    else {
      setProblem(null);
      setSources([...sources, c]);
    }
  };

  const merge = async () => {
    if (!target) return;
    const done = await action.run(
      () =>
        apiSend<MergeResult>(
          'POST',
          '/super-admin/organization/merge',
          { targetId: target.id, sourceIds: sources.map((s) => s.id) },
          key,
        ),
      t`The clubs could not be merged`,
    );
    setConfirming(false);
    if (!done.ok) return;
    setResult(done.value);
    showAlert('success', t`Clubs merged into ${target.name}`);
    setSources([]);
    setKey(crypto.randomUUID());
  };

  return (
    <Stack gap={4} maxW="2xl">
      <Text>
        <Trans>
          Merging moves the members, memberships, teams, fixtures and places of the chosen clubs into the
          target club. Their pages then lead to the target's page. It cannot be undone.
        </Trans>
      </Text>
      <ClubPicker label={t`Target club`} value={target} onPick={setTarget} />
      <ClubPicker
        label={t`Club to merge into the target`}
        value={null}
        onPick={(c) => c && addSource(c)}
        error={problem ?? undefined}
      />
      {sources.length > 0 && (
        <List.Root
          ps={0}
          listStyleType="none"
          gap={1}
          aria-label={t`Clubs to merge`}
          data-testid="merge-sources"
        >
          {sources.map((c) => (
            <List.Item key={c.id}>
              <HStack justify="space-between" borderWidth="1px" borderRadius="md" px={3} py={1}>
                <Text>{c.name}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t`Remove ${c.name}`}
                  onClick={() => setSources(sources.filter((s) => s.id !== c.id))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Button
        alignSelf="start"
        disabled={!target || sources.length === 0}
        onClick={() => setConfirming(true)}
      >
        <Trans>Merge clubs</Trans>
      </Button>
      {result && (
        <Text role="status" data-testid="merge-result">
          <Trans>
            Moved: {result.moved.members} members, {result.moved.memberships} memberships,{' '}
            {result.moved.teams} teams, {result.moved.fixtures} fixtures, {result.moved.places} places.
          </Trans>
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Merge clubs`}
        body={t`Merge ${sources.map((s) => s.name).join(', ')} into ${target?.name ?? ''}? This cannot be undone.`}
        confirmLabel={t`Merge`}
        onConfirm={merge}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
