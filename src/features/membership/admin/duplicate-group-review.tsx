/**
 * One group of likely duplicates under review (seed 1 §4 "Duplicate merge"): the members side by side (name,
 * date of birth, e-mail, phone, clubs), the primary chosen with a radio and the members to include ticked
 * (all by default), then Merge (the others are copied
 * into the primary), Family (kept, linked as the primary's family: domain/membership/duplicates.ts) or Skip.
 * The alerts are the spec's: 'Record Merged', 'Record Updated' (family), 'Record Skipped'.
 */
import {
  Badge,
  Button,
  Card,
  Checkbox,
  HStack,
  Link as ChakraLink,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type {
  DuplicateCandidate,
  DuplicateGroup,
  ReviewGroupInput,
} from '../../../../domain/membership/duplicates';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { MERGE_MAX_PEOPLE } from '../../../../domain/membership/duplicates';
import { M } from '../../../../domain/messages';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { useServerAction } from '../../../components/use-server-action';

function CandidateCard(props: {
  who: DuplicateCandidate;
  primary: boolean;
  included: boolean;
  onInclude: (included: boolean) => void;
}) {
  const { who, primary, included, onInclude } = props;
  const { t } = useLingui();
  const name = `${who.givenName} ${who.familyName}`;
  const irish = [who.alternateGivenName, who.alternateFamilyName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t`Date of birth`, who.birthDate ? formatDisplayDate(who.birthDate) : '—'],
    [t`E-mail`, who.email ?? '—'],
    [t`Phone`, who.telephone ?? '—'],
    [t`Clubs`, who.clubs.join(', ') || '—'],
  ];
  return (
    <Card.Root
      size="sm"
      variant={primary ? 'elevated' : 'outline'}
      borderColor={primary ? 'colorPalette.solid' : undefined}
      colorPalette="green"
      data-testid="duplicate-card"
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <RadioGroup.Item value={who.id}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontWeight="semibold">{name}</RadioGroup.ItemText>
          </RadioGroup.Item>
          {primary && (
            <Badge colorPalette="green">
              <Trans>Primary</Trans>
            </Badge>
          )}
        </HStack>
        {irish && <Text color="fg.muted">{irish}</Text>}
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap={1} fontSize="sm">
          {rows.map(([label, value]) => (
            <HStack key={label} gap={2} align="baseline">
              <Text as="dt" color="fg.muted" minW="7rem">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </HStack>
          ))}
          {who.hasAccount && (
            <Text as="dd" color="fg.muted">
              <Trans>Has an account</Trans>
            </Text>
          )}
        </Stack>
        {/* Seed 1 §2: ?editMember=true opens the member's edit form from the merge view. */}
        <ChakraLink asChild fontSize="sm" data-testid="duplicate-edit">
          <Link
            to="/user-profile/$personId"
            params={{ personId: who.id }}
            search={{ editMember: true }}
            hash="profile"
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit member</Trans>
          </Link>
        </ChakraLink>
      </Card.Body>
      <Card.Footer>
        <Checkbox.Root
          size="sm"
          checked={primary || included}
          disabled={primary}
          onCheckedChange={(e) => onInclude(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Include {name} in the merge</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </Card.Footer>
    </Card.Root>
  );
}

export function DuplicateGroupReview(props: {
  orgId: string;
  group: DuplicateGroup;
  onReviewed: () => void;
}) {
  const { t, i18n } = useLingui();
  const { orgId, group, onReviewed } = props;
  const [primary, setPrimary] = useState(group.people[0]?.id ?? '');
  // The selected members (seed 1 §3): all by default; the primary is always among them.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const selected = group.people.map((p) => p.id).filter((id) => id === primary || !left.has(id));
  // Seed 1 §5: a merge takes 2 to 5 accounts; a larger group is merged five at a time (unselect the rest).
  const tooMany = selected.length > MERGE_MAX_PEOPLE;
  const include = (id: string) => (yes: boolean) =>
    setLeft((was) => {
      const next = new Set(was);
      if (yes) next.delete(id);
      else next.add(id);
      return next;
    });
  const { busy, run } = useServerAction();
  const path = `/organization/${encodeURIComponent(orgId)}/potential-duplicates-job/${group.jobId}/potential-duplicates-groups/${group.id}`;

  const review = (input: ReviewGroupInput, done: string) =>
    run(
      async () => {
        await apiSend('PATCH', path, input, crypto.randomUUID());
        showAlert('success', done);
        onReviewed();
      },
      t`Unable to save data - please try again later`,
    );

  const merge = (mergeType: 'MERGE' | 'FAMILY') =>
    review(
      {
        status: 'MERGED',
        mergeType,
        primaryPersonId: primary,
        ...(selected.length < group.people.length ? { personIds: selected } : {}),
      },
      mergeType === 'MERGE' ? t`Record Merged` : t`Record Updated`,
    );

  return (
    <Stack gap={3} data-testid="duplicate-group">
      <RadioGroup.Root
        value={primary}
        onValueChange={(e) => setPrimary(e.value ?? '')}
        aria-label={t`Primary member`}
      >
        <Text mb={2}>
          <Trans>Choose the primary member: the others are copied into it.</Trans>
        </Text>
        <SimpleGrid columns={{ base: 1, md: Math.min(group.people.length, 3) }} gap={3}>
          {group.people.map((who) => (
            <CandidateCard
              key={who.id}
              who={who}
              primary={who.id === primary}
              included={!left.has(who.id)}
              onInclude={include(who.id)}
            />
          ))}
        </SimpleGrid>
      </RadioGroup.Root>
      {tooMany && (
        <Text role="alert" color="fg.error" data-testid="merge-too-many">
          {i18n._(M.duplicateMergeMax)}
        </Text>
      )}
      <HStack gap={3} wrap="wrap">
        <Button
          size="sm"
          onClick={() => void merge('MERGE')}
          disabled={busy || !primary || selected.length < 2 || tooMany}
          loading={busy}
        >
          <Trans>Merge</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void merge('FAMILY')}
          disabled={busy || !primary || selected.length < 2 || tooMany}
        >
          <Trans>Family, not duplicates</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void review({ status: 'SKIPPED' }, t`Record Skipped`)}
          disabled={busy}
        >
          <Trans>Skip</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
