import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import { useApiGet } from '../../../lib/use-api-get';
import { competitionPath, filterParam, itemsOf, query, type CompetitionDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { competitionsQuery } from './competitions-tab';
import { FixturesPanel } from './fixtures-panel';
import { FilterSelect, LoadState } from '../../../components/list-controls';

/**
 * The Fixtures and Results tabs: choose one of the organisation's competitions, then its fixtures (or its
 * results) grouped by date. The Fixtures tab has the fixtures report (CSV).
 */
export function FixturesTab({ orgId, results }: { orgId: string; results: boolean }) {
  const { t } = useLingui();
  const access = useCompetitionAccess(orgId);
  const list = useApiGet<unknown>(
    competitionsQuery(orgId, { status: '', season: '', search: '', sort: 'season,desc' }, 0, 100),
  );
  const competitions = (
    list.status === 'ok' ? itemsOf<CompetitionDoc>(list.data, 'competitions') : []
  ).filter((c) => c.status !== 'DELETED');
  const [chosen, setChosen] = useState('');
  const id = chosen || competitions[0]?.id || '';
  const doc = useApiGet<CompetitionDoc>(id ? competitionPath(id) : null);
  const download = async () => {
    try {
      await downloadFile(
        `/admin/fixture/report?${query({ filter: filterParam({ competition: id }) })}`,
        'fixtures.csv',
      );
    } catch (err) {
      showErrorAlert(t`Error downloading report`, err);
    }
  };
  return (
    <Stack gap={4} pt={4}>
      <LoadState state={list} />
      {list.status === 'ok' && competitions.length === 0 && (
        <Text color="fg.muted">
          <Trans>This organisation has no competitions yet.</Trans>
        </Text>
      )}
      {competitions.length > 0 && (
        <HStack gap={3} wrap="wrap" align="end">
          <FilterSelect
            label={t`Competition`}
            value={id}
            onChange={setChosen}
            options={competitions.map((c) => [c.id, `${c.name} (${c.season})`] as const)}
          />
          {!results && (
            <Button size="sm" variant="outline" onClick={() => void download()}>
              <Trans>Download report (CSV)</Trans>
            </Button>
          )}
        </HStack>
      )}
      {id && doc.status !== 'ok' && <LoadState state={doc} />}
      {doc.status === 'ok' && (
        <FixturesPanel
          key={`${id}-${String(results)}`}
          competitionId={id}
          orgId={orgId}
          divisions={doc.data.divisions ?? []}
          isResult={results}
          manage={access.manage}
          officials={access.officials}
        />
      )}
    </Stack>
  );
}
