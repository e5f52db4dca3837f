/**
 * The submissions table's bulk action bar (shown while rows are chosen): one reviewer action for every chosen
 * submission — a reason to reject or request more information, a note to add one, a level to approve when a
 * Club Compas submission is among them — sent once (one Idempotency-Key per Apply); and the summary of what
 * the server did with each row ("3 updated, 1 failed", each failure with its club and reason).
 */
import { Button, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { LEVELS, type Level } from '../../../../domain/survey/enums';
import { LEVEL_LABELS, REVIEW_ACTION_LABELS } from '../../../../domain/survey/labels';
import {
  BULK_REVIEW_ACTIONS,
  BulkReviewInput,
  NOTE_MAX,
  REASON_MAX,
  type BulkReviewAction,
  type BulkReviewAnswer,
  type SurveySubmissionDoc,
} from '../../../../domain/survey/submission';
import { FilterSelect } from '../../../components/list-controls';
import { useSchemaErrors } from '../../../components/use-schema-errors';
import { useServerAction } from '../../../components/use-server-action';
import { bulkReview } from '../survey-data';

function inputOf(ids: string[], action: BulkReviewAction, text: string, level: string): BulkReviewInput {
  switch (action) {
    case 'reject':
    case 'requestMoreInfo':
      return { ids, action, reason: text };
    case 'addNote':
      return { ids, action, note: text };
    case 'approve':
      return level ? { ids, action, level: level as Level } : { ids, action };
    default:
      return { ids, action };
  }
}

export function BulkActionBar(props: {
  chosen: readonly SurveySubmissionDoc[];
  onDone: (answer: BulkReviewAnswer) => void;
}) {
  const { t, i18n } = useLingui();
  const [action, setAction] = useState<BulkReviewAction>('accept');
  const [text, setText] = useState('');
  const [level, setLevel] = useState('');
  const errors = useSchemaErrors();
  const { busy, run } = useServerAction();
  const count = props.chosen.length;
  const field =
    action === 'reject' || action === 'requestMoreInfo' ? 'reason' : action === 'addNote' ? 'note' : null;
  const compas = action === 'approve' && props.chosen.some((r) => r.kind === 'CLUB_COMPAS');

  const apply = async () => {
    const input = inputOf(
      props.chosen.map((r) => r.id),
      action,
      text,
      compas ? level : '',
    );
    if (!errors.check(BulkReviewInput, input)) return;
    const key = uuidv7();
    const done = await run(() => bulkReview(input, key), t`The action could not be applied.`);
    if (done.ok) {
      setText('');
      props.onDone(done.value);
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="bulk-heading"
      gap={3}
      p={3}
      borderWidth="1px"
      borderRadius="md"
      data-testid="bulk-actions"
    >
      <Text id="bulk-heading" fontWeight="semibold">
        <Plural value={count} one="# submission chosen" other="# submissions chosen" />
      </Text>
      <HStack gap={3} wrap="wrap" align="end">
        <FilterSelect
          label={t`Action`}
          value={action}
          onChange={(v) => setAction(v as BulkReviewAction)}
          options={BULK_REVIEW_ACTIONS.map((a) => [a, i18n._(REVIEW_ACTION_LABELS[a])] as const)}
        />
        {compas && (
          <FilterSelect
            label={t`Accreditation level (Club Compas)`}
            value={level}
            onChange={setLevel}
            all={t`Not chosen`}
            options={LEVELS.map((l) => [l, i18n._(LEVEL_LABELS[l])] as const)}
          />
        )}
      </HStack>
      {field && (
        <Field.Root required invalid={!!errors.of(field)} maxW="xl">
          <Field.Label>{field === 'reason' ? t`Reason` : t`Note`}</Field.Label>
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={field === 'reason' ? REASON_MAX : NOTE_MAX}
            rows={2}
          />
          <Field.ErrorText>{errors.of(field)}</Field.ErrorText>
        </Field.Root>
      )}
      {errors.of('(form)') && <Text color="fg.error">{errors.of('(form)')}</Text>}
      <HStack>
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void apply()}>
          <Trans>Apply to {count} chosen</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

/** What the last bulk action did: totals, then each refused row by its club with the server's reason. */
export function BulkSummary(props: { answer: BulkReviewAnswer; names: ReadonlyMap<string, string> }) {
  const { succeeded, failed, results } = props.answer;
  return (
    <Stack role="status" gap={1} data-testid="bulk-summary">
      <Text>
        <Trans>
          {succeeded} updated, {failed} failed
        </Trans>
      </Text>
      {failed > 0 && (
        <List.Root ps={5}>
          {results.map((r) =>
            r.ok ? null : (
              <List.Item key={r.id}>
                {props.names.get(r.id) ?? r.id}: {r.message}
              </List.Item>
            ),
          )}
        </List.Root>
      )}
    </Stack>
  );
}
