/**
 * The dashboard's "Approvals awaiting you" (issue 53 item 3; seed 1 §2 /user-home): every approval addressed
 * to the person (GET /api/me/approvals), each linking to the screen that handles it. Loaded lazily with the
 * admin catalog (../lazy-panels.tsx), so the dashboard's first-route JS does not grow. It asks again whenever
 * the dashboard is opened and when the window regains focus, so an approval handled elsewhere leaves the list.
 */
import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { approvalApi } from '../../../../domain/approval/approval.contract';
import type { ApprovalItem } from '../../../../domain/approval/approval';
import { SURVEY_KIND_LABELS } from '../../../../domain/survey/labels';
import type { SurveyKind } from '../../../../domain/survey/enums';
import { TRANSFER_TYPE_LABELS } from '../../../../domain/transfer/labels';
import type { TransferType } from '../../../../domain/transfer/enums';
import { call } from '../../../api/call';
import { formatShortDate } from '../../../i18n/dates';
import { useOnline } from '../../../lib/use-online';
import { Panel } from '../panel';

/** The approvals once loaded; asked again when the window regains focus (handled in another tab or device). */
function useApprovals(): ApprovalItem[] {
  const online = useOnline();
  const [items, setItems] = useState<ApprovalItem[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const again = () => setTick((n) => n + 1);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, []);
  useEffect(() => {
    if (!online) return;
    let live = true;
    call(approvalApi.list)
      .then((r) => live && setItems(r._embedded.approvals))
      .catch(() => undefined); // the panel is simply not shown when the request fails (as its neighbours)
    return () => {
      live = false;
    };
  }, [online, tick]);
  return items;
}

function useDescribe() {
  const { t, i18n } = useLingui();
  return (a: ApprovalItem): string => {
    const { title, detail } = a;
    switch (a.kind) {
      case 'FAMILY_INVITE':
        return t`Invite to join the family ${title}: accept or reject`;
      case 'CLUB_INVITATION':
        return detail
          ? t`Invitation for ${detail} to join ${title}: accept or decline`
          : t`Invitation to join ${title}: accept or decline`;
      case 'TRANSFER_STEP': {
        const label = TRANSFER_TYPE_LABELS[detail as TransferType];
        const type = label ? i18n._(label) : (detail ?? '');
        return t`Player transfer of ${title} (${type}) to review`;
      }
      case 'PAYOUT':
        return t`Payout of ${detail} for ${title} to approve`;
      case 'TOP_UP':
        return t`Top-up of ${detail} for ${title} to approve`;
      case 'VETTING_VALIDATION':
        return t`Vetting application of ${title} (${detail}) to validate`;
      case 'SURVEY_REVIEW': {
        const label = SURVEY_KIND_LABELS[detail as SurveyKind];
        const kind = label ? i18n._(label) : (detail ?? '');
        return t`${kind} of ${title} to review`;
      }
      case 'INJURY_NOTIFICATION': {
        const date = detail ? formatShortDate(detail) : '';
        return t`Injury notification for ${title} (injured ${date}) to approve`;
      }
      case 'HEALTH_QUESTIONNAIRE':
        return t`Health questionnaire of ${title} (${detail}): mark attendance today`;
    }
  };
}

function DaysLeft({ days }: { days: number }) {
  const { t } = useLingui();
  const text = days < 0 ? t`Overdue` : days === 0 ? t`Due today` : t`Days left: ${days}`;
  return (
    <Badge ms={2} size="sm" colorPalette={days <= 2 ? 'red' : 'gray'}>
      {text}
    </Badge>
  );
}

export default function ApprovalsPanel() {
  const { t } = useLingui();
  const items = useApprovals();
  const describe = useDescribe();
  if (items.length === 0) return null;
  return (
    <Panel id="panel-approvals" title={t`Approvals awaiting you`}>
      {items.map((a) => (
        <li key={`${a.kind}:${a.id}`} data-testid="approval" data-kind={a.kind}>
          <ChakraLink asChild>
            <Link to={a.link}>{describe(a)}</Link>
          </ChakraLink>
          {a.daysLeft !== null && a.kind !== 'HEALTH_QUESTIONNAIRE' && <DaysLeft days={a.daysLeft} />}
          {a.created && a.kind !== 'HEALTH_QUESTIONNAIRE' && (
            <Text as="span" color="fg.muted" fontSize="sm" ms={2}>
              {formatShortDate(a.created)}
            </Text>
          )}
        </li>
      ))}
    </Panel>
  );
}
