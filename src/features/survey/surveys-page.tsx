/**
 * `/survey` (seed 3 §2 "Survey screens"): the surveys of the club the person fills them for (its secretary
 * or admin) — Club Compas, Risk Assessment, the Annual Insurance Declaration, the grants — each with where the
 * club stands, from the device (works offline once visited); and, for assessors and the central financial
 * council, the way to the submissions table.
 */
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { inLanguage } from '../../../domain/survey/definition';
import { LEVEL_LABELS } from '../../../domain/survey/labels';
import { isSurveyReviewer, linkFillsSurveys, menuContextOf } from '../../app/menu-rules';
import { useSession } from '../../auth/session';
import { FilterSelect, ListIntro } from '../../components/list-controls';
import { Loading } from '../../components/loading';
import { TableHead } from '../../components/table-head';
import { useClubSubmissions, useDefinitions } from './survey-data';
import { statusLabel } from './survey-labels';

export function SurveysPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const ctx = menuContextOf(session);
  const clubs = ctx.links.filter(linkFillsSurveys).map((l) => l.organization);
  const [chosen, setChosen] = useState<string>('');
  const clubId = chosen || clubs[0]?.id;
  const definitions = useDefinitions();
  const submissions = useClubSubmissions(clubId);
  const reviewer = isSurveyReviewer(ctx);
  const mine = definitions ?? [];

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
      {clubId && mine.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="club-surveys">
            <Table.Caption srOnly>{t`Surveys`}</Table.Caption>
            <TableHead titles={[t`Survey`, t`Status`, t`Action`]} />
            <Table.Body>
              {mine.map((d) => {
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
                        {!latest ? (
                          <Trans>Start</Trans>
                        ) : open ? (
                          <Trans>Continue</Trans>
                        ) : (
                          <Trans>View</Trans>
                        )}
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
      )}
    </Stack>
  );
}
