/**
 * The dashboard's two compliance panels (issue 53 item 3; seed 1 §2 /user-home): "Child-safety compliance"
 * (the committee check, GET /organization/{id}/committee/check: what keeps each club from having its
 * Children's Officer and Designated Liaison Person in place) and "Risk assessment" (GET /survey-submission of
 * kind RISK_ASSESSMENT: due every two years). Shown only to the clubs' survey officers (compliance-rules.ts);
 * a panel appears only when it has something to say, and not at all offline or when a request fails. Loaded
 * lazily with the admin catalog (../lazy-panels.tsx).
 */
import { Link as ChakraLink } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { committeeApi } from '../../../../domain/committee/committee.contract';
import { surveyApi } from '../../../../domain/survey/survey.contract';
import { call } from '../../../api/call';
import { useSession } from '../../../auth/session';
import { formatShortDate } from '../../../i18n/dates';
import { useOnline } from '../../../offline/status';
import { Panel } from '../panel';
import { complianceClubs, riskAssessmentState, type RiskAssessmentState } from './compliance-rules';

interface ClubCompliance {
  id: string;
  name: string;
  /** Message ids of what the committee lacks (empty: compliant); null when the check could not be read. */
  missing: string[] | null;
  risk: RiskAssessmentState | null;
}

function useCompliance(clubs: { id: string; name: string }[], now: Date): ClubCompliance[] {
  const online = useOnline();
  const [rows, setRows] = useState<ClubCompliance[]>([]);
  const key = clubs.map((c) => c.id).join(',');
  useEffect(() => {
    if (!online || clubs.length === 0) return;
    let live = true;
    Promise.all(
      clubs.map(async (c) => {
        const [check, list] = await Promise.all([
          call(committeeApi.check, { params: { id: c.id } }).catch(() => null),
          call(surveyApi.submissions, {
            query: { filter: `kind:RISK_ASSESSMENT,organizationId:${c.id}`, size: 200 },
          }).catch(() => null),
        ]);
        return {
          ...c,
          missing: check?.missing ?? null,
          risk: list ? riskAssessmentState(list._embedded.submissions, now) : null,
        };
      }),
    )
      .then((r) => live && setRows(r))
      .catch(() => undefined); // each call already answers null on failure
    return () => {
      live = false;
    };
    // `key` stands for the clubs (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, key, now]);
  return rows;
}

function RiskText({ risk }: { risk: RiskAssessmentState }) {
  if (!risk.due) return <Trans>next risk assessment due {formatShortDate(risk.nextDue)}</Trans>;
  if (risk.lastSubmitted)
    return <Trans>risk assessment due (last submitted {formatShortDate(risk.lastSubmitted)})</Trans>;
  return <Trans>risk assessment due (none submitted)</Trans>;
}

export default function CompliancePanels() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [now] = useState(() => new Date());
  const rows = useCompliance(complianceClubs(session.person?.organizations ?? []), now);
  const unsafe = rows.filter((r) => r.missing !== null && r.missing.length > 0);
  const risks = rows.filter((r) => r.risk !== null);
  return (
    <>
      {unsafe.length > 0 && (
        <Panel id="panel-child-safety" title={t`Child-safety compliance: action required`}>
          {unsafe.map((r) => (
            <li key={r.id} data-testid="child-safety-club">
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/administration/committees/$orgId" params={{ orgId: r.id }} search={{}}>
                  {r.name}
                </Link>
              </ChakraLink>
              : {(r.missing ?? []).map((id) => i18n._(id)).join(' · ')}
            </li>
          ))}
        </Panel>
      )}
      {risks.length > 0 && (
        <Panel id="panel-risk-assessment" title={t`Risk assessment`}>
          {risks.map((r) => (
            <li key={r.id} data-testid="risk-assessment-club" data-due={r.risk?.due}>
              <ChakraLink asChild>
                <Link to="/survey">{r.name}</Link>
              </ChakraLink>
              {': '}
              {r.risk && <RiskText risk={r.risk} />}
            </li>
          ))}
        </Panel>
      )}
    </>
  );
}
