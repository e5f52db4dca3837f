/** Steps 1, 2, 3 and 5 of the referee report wizard (step 4, documents, is report-documents.tsx). */
import { Box, Button, Fieldset, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import {
  CARD_LABELS,
  COMMENT_SUBJECT_LABELS,
  COMMENT_TYPE_LABELS,
  INJURY_LABELS,
  SUBSTITUTION_LABELS,
  TEAM_LABELS,
} from './match-official-labels';
import { CheckField, ErrorText, SelectField, TextField } from './report-fields';

export function TimingsStep({ home, away }: { home: string; away: string }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Fieldset.Root>
        <Fieldset.Legend>
          <Trans>Timings</Trans>
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
          <TextField name="timings.firstHalfStart" label={t`First half start`} type="time" required />
          <TextField name="timings.firstHalfEnd" label={t`First half end`} type="time" required />
          <TextField name="timings.secondHalfStart" label={t`Second half start`} type="time" required />
          <TextField name="timings.secondHalfEnd" label={t`Second half end`} type="time" required />
          <TextField name="timings.halfTimeMinutes" label={t`Half-time (minutes)`} type="number" required />
          <TextField name="timings.extraTimeMinutes" label={t`Extra time (minutes)`} type="number" required />
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>
          <Trans>Score</Trans>
        </Fieldset.Legend>
        <SimpleGrid columns={2} gap={3}>
          <TextField name="score.homeGoals" label={t`${home} goals`} type="number" required />
          <TextField name="score.homePoints" label={t`${home} points`} type="number" required />
          <TextField name="score.awayGoals" label={t`${away} goals`} type="number" required />
          <TextField name="score.awayPoints" label={t`${away} points`} type="number" required />
        </SimpleGrid>
        <ErrorText name="score" />
      </Fieldset.Root>
    </Stack>
  );
}

function ListSection(props: {
  name: 'substitutions' | 'infractions' | 'injuries' | 'comments';
  title: string;
  addLabel: string;
  blank: () => Record<string, unknown>;
  row: (prefix: string) => ReactNode;
}) {
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: props.name });
  return (
    <Box as="section">
      <Heading as="h3" size="md" mb={2}>
        {props.title}
      </Heading>
      <Stack gap={3}>
        {fields.length === 0 && (
          <Text color="fg.muted">
            <Trans>None</Trans>
          </Text>
        )}
        {fields.map((f, i) => (
          <Box key={f.id} borderWidth="1px" borderRadius="md" p={3}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
              {props.row(`${props.name}.${i}`)}
            </SimpleGrid>
            <Button size="xs" variant="ghost" mt={2} onClick={() => remove(i)}>
              <Trans>Remove</Trans>
            </Button>
          </Box>
        ))}
        <HStack>
          <Button size="sm" variant="outline" onClick={() => append(props.blank())}>
            {props.addLabel}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

export function PlayersStep() {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <ListSection
        name="substitutions"
        title={t`Substitutions`}
        addLabel={t`Add substitution`}
        blank={() => ({ team: 'HOME', playerOff: '', playerOn: '', type: 'PERMANENT', injuryType: null })}
        row={(p) => (
          <>
            <SelectField name={`${p}.team`} label={t`Team`} options={TEAM_LABELS} />
            <SelectField name={`${p}.type`} label={t`Substitution type`} options={SUBSTITUTION_LABELS} />
            <TextField name={`${p}.playerOff`} label={t`Player off`} required />
            <TextField name={`${p}.playerOn`} label={t`Player on`} required />
            <SelectField name={`${p}.injuryType`} label={t`Injury type`} options={INJURY_LABELS} optional />
          </>
        )}
      />
      <ListSection
        name="infractions"
        title={t`Infractions`}
        addLabel={t`Add infraction`}
        blank={() => ({
          team: 'HOME',
          playerName: '',
          card: 'YELLOW',
          secondCaution: false,
          deemedIntentional: false,
          reversed: false,
          reversedReason: '',
        })}
        row={(p) => (
          <>
            <SelectField name={`${p}.team`} label={t`Team`} options={TEAM_LABELS} />
            <TextField name={`${p}.playerName`} label={t`Player name`} required />
            <SelectField name={`${p}.card`} label={t`Card`} options={CARD_LABELS} />
            <Stack>
              <CheckField name={`${p}.secondCaution`} label={t`Second caution`} />
              <CheckField name={`${p}.deemedIntentional`} label={t`Deemed intentional`} />
              <CheckField name={`${p}.reversed`} label={t`Reversed`} />
            </Stack>
            <TextField name={`${p}.reversedReason`} label={t`Reason for reversal`} multiline />
          </>
        )}
      />
    </Stack>
  );
}

export function InjuriesStep() {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      <ListSection
        name="injuries"
        title={t`Injuries`}
        addLabel={t`Add injury`}
        blank={() => ({
          team: 'HOME',
          playerName: '',
          type: 'ANKLE',
          blood: false,
          headInjuryAssessment: false,
          notes: '',
        })}
        row={(p) => (
          <>
            <SelectField name={`${p}.team`} label={t`Team`} options={TEAM_LABELS} />
            <TextField name={`${p}.playerName`} label={t`Player name`} required />
            <SelectField name={`${p}.type`} label={t`Injury type`} options={INJURY_LABELS} />
            <Stack>
              <CheckField name={`${p}.blood`} label={t`Blood`} />
              <CheckField name={`${p}.headInjuryAssessment`} label={t`Head injury assessment`} />
            </Stack>
            <TextField name={`${p}.notes`} label={t`Notes`} multiline />
          </>
        )}
      />
      <ListSection
        name="comments"
        title={t`Comments`}
        addLabel={t`Add comment`}
        blank={() => ({ type: 'DISCIPLINARY', subject: 'TEAM_OFFICIALS', comment: '' })}
        row={(p) => (
          <>
            <SelectField name={`${p}.type`} label={t`Comment type`} options={COMMENT_TYPE_LABELS} />
            <SelectField name={`${p}.subject`} label={t`Subject`} options={COMMENT_SUBJECT_LABELS} />
            <TextField name={`${p}.comment`} label={t`Comment`} multiline />
          </>
        )}
      />
    </Stack>
  );
}

export function QuestionnaireStep() {
  const { t } = useLingui();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Trans>Questionnaire</Trans>
      </Fieldset.Legend>
      <Stack gap={3}>
        <CheckField name="questionnaire.delayedStart" label={t`The start was delayed`} />
        <CheckField name="questionnaire.playerNumbersValid" label={t`Player numbers were valid`} />
        <CheckField name="questionnaire.pitchConditionValid" label={t`The pitch was in playable condition`} />
        <CheckField name="questionnaire.sidelineReportIncluded" label={t`A sideline report is included`} />
      </Stack>
    </Fieldset.Root>
  );
}
