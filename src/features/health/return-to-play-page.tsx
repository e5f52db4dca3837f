/**
 * /return-to-play (seed 2 §2): a new questionnaire for me or for someone else (my dependants), the
 * questionnaires on this device with their result and sync state, and — for a club's designated supervisor
 * of a team — the day's questionnaires of their teams with attendance (online: others' health data is
 * never kept on a device).
 */
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  flaggedQuestions,
  type HealthAttendance,
  type HealthQuestionnaireDoc,
  type HealthResult,
} from '../../../domain/health/health-questionnaire';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates';
import { Loading } from '../../components/loading';
import { TableHead } from '../../components/table-head';
import { useServerAction } from '../../components/use-server-action';
import { useOnline } from '../../lib/use-online';
import { ATTENDANCE_LABELS, QUESTION_LABELS, RESULT_LABELS } from './health-labels';
import { QuestionnaireForm } from './questionnaire-form';
import { loadDayList, markAttendance, useHealthChoices, useMyQuestionnaires } from './use-health';

const dayOf = (instant: string) => formatDisplayDate(todayInDublin(new Date(instant)));

function ResultBadge({ result }: { result: HealthResult }) {
  const { t } = useLingui();
  return (
    <Badge colorPalette={result === 'CLEAR' ? 'green' : 'orange'} variant="subtle">
      {t(RESULT_LABELS[result])}
    </Badge>
  );
}

function MyQuestionnaires() {
  const { t } = useLingui();
  const mine = useMyQuestionnaires();
  if (!mine) return <Loading />;
  return (
    <Stack gap={2}>
      <Heading as="h2" size="md">
        <Trans>Questionnaires on this device</Trans>
      </Heading>
      {mine.length === 0 ? (
        <Text>
          <Trans>No questionnaires yet.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Questionnaires on this device`}>
          <TableHead titles={[t`Date`, t`Name`, t`Team`, t`Result`, t`Sync`]} />
          <Table.Body>
            {mine.map((q) => (
              <Table.Row key={q.id} data-testid="my-questionnaire">
                <Table.Cell>{dayOf(q.submittedAt)}</Table.Cell>
                <Table.Cell>{`${q.givenName} ${q.familyName}`}</Table.Cell>
                <Table.Cell>{q.groupName || '…'}</Table.Cell>
                <Table.Cell>
                  <ResultBadge result={q.result} />
                </Table.Cell>
                <Table.Cell>{q._pending ? t`Pending sync` : t`Sent`}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

function SupervisorList() {
  const { t } = useLingui();
  const online = useOnline();
  const action = useServerAction();
  const { run } = action;
  const [rows, setRows] = useState<HealthQuestionnaireDoc[] | null>(null);
  const today = todayInDublin();
  useEffect(() => {
    if (!online) return;
    void run(async () => setRows(await loadDayList(today)), t`Error, please try again`);
  }, [online, today, run, t]);
  const mark = (id: string, attendance: HealthAttendance) =>
    action.run(
      async () => {
        const doc = await markAttendance(id, attendance);
        setRows((prev) => prev?.map((r) => (r.id === id ? doc : r)) ?? null);
      },
      t`Unable to change attendance`,
    );
  return (
    <Stack gap={2}>
      <Heading as="h2" size="md">
        <Trans>Today’s questionnaires for your teams ({formatDisplayDate(today)})</Trans>
      </Heading>
      {!online ? (
        <Text>
          <Trans>The list needs a connection.</Trans>
        </Text>
      ) : rows === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Text>
          <Trans>No questionnaires today.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Today’s questionnaires for your teams`}>
          <TableHead titles={[t`Name`, t`Team`, t`Result`, t`Answered yes`, t`Attendance`]} />
          <Table.Body>
            {rows.map((q) => (
              <Table.Row key={q.id} data-testid="supervised-questionnaire">
                <Table.Cell>{`${q.givenName} ${q.familyName}`}</Table.Cell>
                <Table.Cell>{q.groupName}</Table.Cell>
                <Table.Cell>
                  <ResultBadge result={q.result} />
                </Table.Cell>
                <Table.Cell>
                  {flaggedQuestions(q)
                    .map((x) => t(QUESTION_LABELS[x]))
                    .join(' ')}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    {(['ATTENDED', 'ABSENT'] as const).map((a) => (
                      <Button
                        key={a}
                        size="xs"
                        variant={q.attendance === a ? 'solid' : 'outline'}
                        aria-pressed={q.attendance === a}
                        disabled={action.busy}
                        onClick={() => void mark(q.id, a)}
                        aria-label={`${t(ATTENDANCE_LABELS[a])}: ${q.givenName} ${q.familyName}`}
                      >
                        {t(ATTENDANCE_LABELS[a])}
                      </Button>
                    ))}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

export function ReturnToPlayPage() {
  const choices = useHealthChoices();
  return (
    <Stack gap={8}>
      <Heading as="h1" size="lg">
        <Trans>Return to play: health questionnaire</Trans>
      </Heading>
      {choices === undefined ? (
        <Loading />
      ) : choices === null ? (
        <Text>
          <Trans>Open this page once with a connection to fill in a questionnaire offline.</Trans>
        </Text>
      ) : (
        <>
          {choices.supervises && <SupervisorList />}
          <QuestionnaireForm choices={choices} />
        </>
      )}
      <MyQuestionnaires />
    </Stack>
  );
}
