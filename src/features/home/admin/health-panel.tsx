/**
 * The dashboard's health questionnaires panel (issue 53 item 3; seed 1 §2 /user-home "health
 * questionnaires"): the return-to-play questionnaires of the person and their dependants on this device (the
 * sync pulls what they filled in or is about them), today's first, then the recent ones, with a link to
 * /return-to-play to fill one in; hidden for someone on no team with none filled in. Those to mark as a team's supervisor are among the approvals awaiting.
 * Loaded lazily with the admin catalog (../lazy-panels.tsx); it reads the device, so it works offline.
 */
import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  retentionCutoff,
  type HealthAttendance,
  type HealthResult,
} from '../../../../domain/health/health-questionnaire';
import { todayInDublin } from '../../../../domain/lib/dates';
import { formatShortDate } from '../../../i18n/dates';
import { db } from '../../../offline/db';
import { Panel } from '../panel';

/** The labels of the return-to-play page's (features do not import each other; the same messages). */
const RESULT_LABELS: Record<HealthResult, MessageDescriptor> = {
  CLEAR: msg`Clear to play`,
  ATTENTION: msg`Attention needed`,
};
const ATTENDANCE_LABELS: Record<HealthAttendance, MessageDescriptor> = {
  ATTENDED: msg`Attended`,
  ABSENT: msg`Absent`,
};

/** The recent questionnaires shown (today's always, however many). */
const RECENT = 5;

function useQuestionnaires() {
  return useLiveQuery(async () => {
    const now = new Date();
    const cutoff = retentionCutoff(now).toISOString();
    const today = todayInDublin(now);
    const all = (await db.healthQuestionnaires.orderBy('submittedAt').reverse().toArray()).filter(
      (q) => !q.deleted && q.submittedAt >= cutoff,
    );
    const isToday = (at: string) => todayInDublin(new Date(at)) === today;
    const onTeam = (await db.teams.toArray()).some((t) => !t.deleted);
    return {
      onTeam,
      today: all.filter((q) => isToday(q.submittedAt)),
      recent: all.filter((q) => !isToday(q.submittedAt)).slice(0, RECENT),
    };
  }, []);
}

export default function HealthPanel() {
  const { t, i18n } = useLingui();
  const data = useQuestionnaires();
  // Nobody on a team and nothing filled in: nothing to show.
  if (!data || (!data.onTeam && data.today.length + data.recent.length === 0)) return null;
  const rows = [
    ...data.today.map((q) => ({ q, today: true })),
    ...data.recent.map((q) => ({ q, today: false })),
  ];
  return (
    <Panel id="panel-health" title={t`Health questionnaires`}>
      {data.today.length === 0 && (
        <li data-testid="health-due">
          <Text as="span">
            <Trans>Nothing filled in for today yet.</Trans>
          </Text>
        </li>
      )}
      {rows.map(({ q, today }) => (
        <li key={q.id} data-testid="health-questionnaire" data-today={today ? 'true' : 'false'}>
          <Text as="span">
            {q.givenName} {q.familyName} · {q.groupName} · {today ? t`Today` : formatShortDate(q.submittedAt)}
          </Text>
          <Badge ms={2} size="sm" colorPalette={q.result === 'CLEAR' ? 'green' : 'orange'}>
            {i18n._(RESULT_LABELS[q.result])}
          </Badge>
          {q.attendance && (
            <Badge ms={2} size="sm">
              {i18n._(ATTENDANCE_LABELS[q.attendance])}
            </Badge>
          )}
        </li>
      ))}
      <li>
        <ChakraLink asChild>
          <Link to="/return-to-play">
            <Trans>Fill in a health questionnaire</Trans>
          </Link>
        </ChakraLink>
      </li>
    </Panel>
  );
}
