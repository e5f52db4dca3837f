/**
 * `/survey` (seed 3 §2 "Survey screens"): the surveys of the club the person fills them for (its secretary
 * or admin) — Club Compas, Risk Assessment, the Annual Insurance Declaration, the grants — each with where the
 * club stands, from the device (works offline once visited); and, for assessors and the central financial
 * council, the way to the submissions table.
 */
import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { inLanguage, type SurveyDefinitionDoc } from '../../../domain/survey/definition';
import { PROPERTY_MATTER_TYPES } from '../../../domain/survey/enums';
import { LEVEL_LABELS } from '../../../domain/survey/labels';
import { isSurveyReviewer, linkFillsSurveys, menuContextOf } from '../../app/menu-rules';
import { useSession } from '../../auth/session';
import { FilterSelect, ListIntro } from '../../components/list-controls';
import { Loading } from '../../components/loading';
import { TableHead } from '../../components/table-head';
import { useClubSubmissions, useDefinitions } from './survey-data';
import { statusLabel } from './survey-labels';

/** The loan application first, then the property matter types in the spec's order. */
const trackRank = (d: SurveyDefinitionDoc) =>
  d.definition.matterType ? PROPERTY_MATTER_TYPES.indexOf(d.definition.matterType) : -1;

export function SurveysPage() {
  const { t } = useLingui();
  const session = useSession();
  const ctx = menuContextOf(session);
  const clubs = ctx.links.filter(linkFillsSurveys).map((l) => l.organization);
  const [chosen, setChosen] = useState<string>('');
  const clubId = chosen || clubs[0]?.id;
  const definitions = useDefinitions();
  const reviewer = isSurveyReviewer(ctx);
  const mine = definitions ?? [];
  const clubSurveys = mine.filter((d) => !d.approvalTrack);
  const track = mine.filter((d) => d.approvalTrack).sort((a, b) => trackRank(a) - trackRank(b));

  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Surveys</Trans>}>
        <Trans>
          Your club’s accreditation, risk assessment, insurance declaration and grant applications.
        </Trans>
      </ListIntro>
      {reviewer && (
        <Button asChild alignSelf="start">
          <Link to="/survey/review">
            <Trans>Submissions to review</Trans>
          </Link>
        </Button>
      )}
      {clubs.length > 1 && (
        <FilterSelect
          label={t`Club`}
          value={clubId ?? ''}
          onChange={setChosen}
          options={clubs.map((c) => [c.id, c.name] as const)}
        />
      )}
      {clubId && definitions === undefined && <Loading />}
      {clubId && definitions !== undefined && mine.length === 0 && (
        <Text>
          <Trans>No surveys on this device yet. Open this page once with a connection.</Trans>
        </Text>
      )}
      {clubId && clubSurveys.length > 0 && (
        <SurveyTable caption={t`Surveys`} testId="club-surveys" clubId={clubId} definitions={clubSurveys} />
      )}
      {clubId && track.length > 0 && (
        <Stack as="section" gap={2} aria-labelledby="approval-track">
          <Heading as="h2" size="md" id="approval-track">
            <Trans>Property and borrowing approvals</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Buying, selling, leasing or charging club property, wayleaves and borrowing need the approval of
              the central financial council. One request of each type can be open at a time.
            </Trans>
          </Text>
          <SurveyTable
            caption={t`Property and borrowing approvals`}
            testId="approval-track-surveys"
            clubId={clubId}
            definitions={track}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** A club's surveys, each with where the club stands (its latest submission) and the way into it. */
function SurveyTable(props: {
  caption: string;
  testId: string;
  clubId: string;
  definitions: SurveyDefinitionDoc[];
}) {
  const { t, i18n } = useLingui();
  const { clubId } = props;
  const submissions = useClubSubmissions(clubId);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid={props.testId}>
        <Table.Caption srOnly>{props.caption}</Table.Caption>
        <TableHead titles={[t`Survey`, t`Status`, t`Action`]} />
        <Table.Body>
          {props.definitions.map((d) => {
            const latest = submissions?.find((s) => s.surveyId === d.id);
            const open = latest && ['DRAFT', 'REJECTED_MORE_INFO'].includes(latest.status);
            return (
              <Table.Row key={d.id}>
                <Table.Cell>{inLanguage(d.definition.title, i18n.locale)}</Table.Cell>
                <Table.Cell>
                  {latest ? (
                    <Badge variant="subtle">
                      {i18n._(statusLabel(d.kind, latest.status))}
                      {latest.level ? ` · ${i18n._(LEVEL_LABELS[latest.level])}` : ''}
                    </Badge>
                  ) : (
                    <Trans>To do</Trans>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Link to="/survey/$surveyId/$orgId" params={{ surveyId: d.id, orgId: clubId }}>
                    {!latest ? <Trans>Start</Trans> : open ? <Trans>Continue</Trans> : <Trans>View</Trans>}
                    <Text as="span" srOnly>
                      {' '}
                      {inLanguage(d.definition.title, i18n.locale)}
                    </Text>
                  </Link>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
