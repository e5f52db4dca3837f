/**
 * The dashboard's injury fund panel (issue 53 item 3; seed 1 §2 /user-home "injury fund"): whether the player
 * injury fund covers the person and each of their dependants today at each club they are members of
 * (GET /api/me/injury-fund, by the eligibility check's rule on the server). Hidden when there is nothing to
 * show. Those the spec lets check claims (the pif_claim_checker role, as the menu's rule) get a link to
 * /injury-claim. Loaded lazily with the admin catalog (../lazy-panels.tsx).
 */
import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { pifCoverApi } from '../../../../domain/injury/pif-cover.contract';
import type { PifCover } from '../../../../domain/injury/pif-cover';
import type { PifReason } from '../../../../domain/injury/pif-eligibility';
import { menuContextOf, bottomMenu } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { call } from '../../../api/call';
import { useOnline } from '../../../lib/use-online';
import { Panel } from '../panel';

/** Why someone is not covered, in the person's words (the check's reasons, shortened for a dashboard). */
const REASON_LABELS: Record<PifReason, MessageDescriptor> = {
  NOT_CLUB_MEMBER: msg`not an active member of the club`,
  MEMBERSHIP_NOT_REGISTERED: msg`no registered membership for today`,
  NO_PIF_SEASON: msg`the injury fund season is not set up yet`,
  PIF_INVOICE_MISSING: msg`the club has no injury fund invoice this season`,
  PIF_INVOICE_UNPAID: msg`the club’s injury fund invoice is not paid`,
  TEAM_NOT_COVERED: msg`no team of theirs is covered`,
};

function useCover(): PifCover[] {
  const online = useOnline();
  const [rows, setRows] = useState<PifCover[]>([]);
  useEffect(() => {
    if (!online) return;
    let live = true;
    call(pifCoverApi.mine)
      .then((r) => live && setRows(r._embedded.injuryFund))
      .catch(() => undefined); // not shown when the request fails, as its neighbours
    return () => {
      live = false;
    };
  }, [online]);
  return rows;
}

export default function InjuryFundPanel() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const rows = useCover();
  if (rows.length === 0) return null;
  const claimChecker = bottomMenu(menuContextOf(session)).includes('injuryClaim');
  return (
    <Panel id="panel-injury-fund" title={t`Injury fund`}>
      {rows.map((r) => (
        <li
          key={`${r.personId}:${r.clubId}`}
          data-testid="injury-fund-cover"
          data-covered={r.covered ? 'true' : 'false'}
        >
          <Text as="span">
            {r.isMe ? r.clubName : `${r.personName}, ${r.clubName}`}
            {r.season !== null && ` (${r.season}/${String((r.season + 1) % 100).padStart(2, '0')})`}
          </Text>
          <Badge ms={2} size="sm" colorPalette={r.covered ? 'green' : 'red'}>
            {r.covered ? t`Covered` : t`Not covered`}
          </Badge>
          {!r.covered && (
            <Text color="fg.muted" fontSize="sm">
              {r.optedOut
                ? t`The club opted out of the injury fund`
                : r.reasons.map((c) => i18n._(REASON_LABELS[c])).join('; ')}
            </Text>
          )}
        </li>
      ))}
      {claimChecker && (
        <li>
          <ChakraLink asChild>
            <Link to="/injury-claim">
              <Trans>Check an injury claim</Trans>
            </Link>
          </ChakraLink>
        </li>
      )}
    </Panel>
  );
}
