import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useApiGet } from '../../../../lib/use-api-get';
import { competitionPath, type CompetitionDoc } from '../competition-api';
import { LoadState } from '../../../../components/list-controls';
import { useAreaOrganization } from '../use-area-organization';
import { DetailsStep } from './details-step';
import { FixturesStep } from './fixtures-step';
import { FormatStep } from './format-step';
import { RefereesStep } from './referees-step';
import { TeamsStep } from './teams-step';

import { WIZARD_STEPS } from '../search-params';

export { WIZARD_STEPS };

export interface StepProps {
  competition: CompetitionDoc;
  reload: () => void;
  next: () => void;
  back: () => void;
}

/**
 * The competition wizard (seed 2 §2, 5 steps): details, format, teams, fixtures, referees. Step 1 creates
 * the competition as a DRAFT on the server, and each later step saves before it moves on, so the URL's
 * `id` and `step` resume the draft after a reload or on another device.
 */
export function WizardPage(props: {
  competitionId?: string;
  step: number;
  onStep: (step: number, competitionId?: string) => void;
}) {
  const { t } = useLingui();
  const org = useAreaOrganization();
  const state = useApiGet<CompetitionDoc>(props.competitionId ? competitionPath(props.competitionId) : null);
  const titles = [t`Details`, t`Format set-up`, t`Allocate teams`, t`Create fixtures`, t`Allocate referees`];
  const step = props.step;
  const competition = state.status === 'ok' ? state.data : undefined;
  const common = competition && {
    competition,
    reload: state.reload,
    next: () => props.onStep(step + 1),
    back: () => props.onStep(step - 1),
  };
  return (
    <Stack gap={6}>
      <ChakraLink asChild>
        <Link to="/competitions/organizations" search={{}}>
          <Trans>Back to competitions</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="2xl">
        {competition ? competition.name : <Trans>New competition</Trans>}
      </Heading>
      <Box as="nav" aria-label={t`Wizard steps`}>
        <HStack as="ol" gap={4} wrap="wrap" listStyleType="none">
          {titles.map((title, i) => (
            <Text
              as="li"
              key={title}
              aria-current={i + 1 === step ? 'step' : undefined}
              fontWeight={i + 1 === step ? 'bold' : 'normal'}
              color={i + 1 === step ? 'fg' : 'fg.muted'}
            >
              {i + 1}. {title}
            </Text>
          ))}
        </HStack>
      </Box>
      <Heading as="h2" size="lg">
        <Trans>
          Step {step} of {WIZARD_STEPS}: {titles[step - 1]}
        </Trans>
      </Heading>
      {props.competitionId && !competition && <LoadState state={state} />}
      {step === 1 && (!props.competitionId || competition) && (
        <DetailsStep
          orgId={competition?.organizationId ?? org?.id ?? null}
          competition={competition}
          onSaved={(id) => {
            state.reload();
            props.onStep(2, id);
          }}
        />
      )}
      {common && step === 2 && <FormatStep {...common} />}
      {common && step === 3 && <TeamsStep {...common} />}
      {common && step === 4 && <FixturesStep {...common} />}
      {common && step === 5 && <RefereesStep {...common} />}
    </Stack>
  );
}
