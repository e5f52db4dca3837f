/**
 * Duplicate members (seed 1 §3, §4, §7; issue 28 item 4), on the club's members page: start a
 * potential-duplicates job, watch its status (asked again every few seconds while it is scheduled or
 * running), then review its groups one at a time (duplicate-group-review.tsx) with the reviewed count.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import {
  PENDING_GROUPS_PAGE_SIZE,
  RUNNING_JOB_STATUSES,
  type DuplicateGroup,
  type DuplicateJob,
  type DuplicateJobStatus,
} from '../../../../domain/membership/duplicates';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { Loading } from '../../../components/loading';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { DuplicateGroupReview } from './duplicate-group-review';
import { LoadFailureText } from '../../../components/load-failure';

const POLL_MS = 2000;
const running = (s: DuplicateJobStatus) => (RUNNING_JOB_STATUSES as readonly string[]).includes(s);

function useStatusText() {
  const { t } = useLingui();
  return (s: DuplicateJobStatus): string =>
    ({
      SCHEDULED: t`Scheduled`,
      IN_PROGRESS: t`In progress`,
      PENDING_REVIEW: t`Pending review`,
      REVIEWED: t`Reviewed`,
      FAILED: t`Failed`,
    })[s];
}

function PendingGroups({ orgId, job, onChange }: { orgId: string; job: DuplicateJob; onChange: () => void }) {
  const groups = useApiGet<{ _embedded: { potentialDuplicatesGroups: DuplicateGroup[] } }>(
    `/organization/${encodeURIComponent(orgId)}/potential-duplicates-job/${job.id}/potential-duplicates-groups?filter=status:PENDING&sort=createDate,desc&sort=status,asc&size=${PENDING_GROUPS_PAGE_SIZE}`,
  );
  if (groups.status === 'loading') return <Loading />;
  if (groups.status === 'error')
    return (
      <Text role="alert">
        <LoadFailureText error={groups.error} />
      </Text>
    );
  const [next] = groups.data._embedded.potentialDuplicatesGroups;
  if (!next) return null;
  const reviewed = () => {
    groups.reload();
    onChange();
  };
  return <DuplicateGroupReview key={next.id} orgId={orgId} group={next} onReviewed={reviewed} />;
}

export function DuplicatesPanel({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const statusText = useStatusText();
  const base = `/organization/${encodeURIComponent(orgId)}/potential-duplicates-job`;
  const jobs = useApiGet<{ _embedded: { potentialDuplicatesJobs: DuplicateJob[] } }>(`${base}?size=1`);
  const job = jobs.status === 'ok' ? jobs.data._embedded.potentialDuplicatesJobs[0] : undefined;
  const { busy, run } = useServerAction();
  const { reload } = jobs;
  const polling = !!job && running(job.status);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  const start = () =>
    run(
      async () => {
        await apiSend('POST', base, undefined, crypto.randomUUID());
        showAlert('success', t`Looking for duplicates`);
        reload();
      },
      t`Unable to save data - please try again later`,
    );

  return (
    <Stack as="section" aria-labelledby="duplicates-heading" gap={3}>
      <Heading as="h2" size="lg" id="duplicates-heading">
        <Trans>Duplicates</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Find members who may be one person entered twice: the same date of birth and a similar name (in
          Irish or English), or the same e-mail or phone. Review each group: merge it into the primary member,
          mark it a family, or skip it.
        </Trans>
      </Text>
      <HStack gap={3} wrap="wrap">
        <Button size="sm" onClick={() => void start()} disabled={busy || polling} loading={busy}>
          <Trans>Find duplicates</Trans>
        </Button>
      </HStack>
      {jobs.status === 'loading' && <Loading />}
      {jobs.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={jobs.error} />
        </Text>
      )}
      {job && (
        <Stack gap={1} aria-live="polite" data-testid="duplicates-job">
          <Text>
            <Trans>Status: {statusText(job.status)}</Trans>
          </Text>
          {!running(job.status) && job.status !== 'FAILED' && (
            <Text data-testid="duplicates-reviewed">
              <Trans>
                Reviewed {job.reviewedCount} of {job.groupCount} groups
              </Trans>
            </Text>
          )}
          {job.status === 'FAILED' && (
            <Text role="alert">
              <Trans>The duplicates job failed: start it again</Trans>
            </Text>
          )}
        </Stack>
      )}
      {job?.status === 'PENDING_REVIEW' && <PendingGroups orgId={orgId} job={job} onChange={reload} />}
    </Stack>
  );
}
