/**
 * People and clubs (issue 53 item 2; domain/person/club-link/club-invitation.ts):
 * - `ClubInvitations` (the Clubs page): the clubs that invited the signed-in person, to accept or decline —
 *   the link to a club is made only by this answer;
 * - `LinkMemberPanel` (the club's members page): an administrator finds an existing person by their 7-digit
 *   unique id and invites them.
 */
import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { clubInvitationApi } from '../../../domain/person/club-link/club-invitation.contract';
import type { PersonReference } from '../../../domain/person/club-link/club-invitation';
import { call } from '../../api/call';
import { useCall } from '../../api/use-call';
import { reloadPerson, useSession } from '../../auth/session';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { formatDisplayDate } from '../../../domain/lib/dates';

export function ClubInvitations() {
  const { t } = useLingui();
  const personId = useSession().person?.id ?? null;
  const list = useCall(clubInvitationApi.invitations, personId ? { params: { id: personId } } : null);
  const { busy, run } = useServerAction();
  if (!personId || list.status !== 'ok' || list.data._embedded.invitations.length === 0) return null;
  const answer = (invitationId: string, accept: boolean) =>
    run(
      async () => {
        await call(clubInvitationApi.answer, {
          params: { id: personId, invitationId },
          body: { accept },
        });
        showAlert('success', accept ? t`You are now a member of the club` : t`Invitation declined`);
        list.reload();
        if (accept) await reloadPerson();
      },
      t`Unable to save data`,
    );
  return (
    <Stack gap={3} as="section" aria-labelledby="club-invitations-heading">
      <Heading as="h2" size="lg" id="club-invitations-heading">
        <Trans>Club invitations</Trans>
      </Heading>
      {list.data._embedded.invitations.map((inv) => (
        <Card.Root key={inv.id} data-testid="club-invitation">
          <Card.Body>
            <Stack gap={2}>
              <Text>
                <Trans>
                  {inv.organization.name} invites you to join the club. Nothing changes until you accept. Open
                  until {formatDisplayDate(inv.expiresAt.slice(0, 10))}.
                </Trans>
              </Text>
              <HStack gap={3}>
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={busy}
                  onClick={() => void answer(inv.id, true)}
                >
                  <Trans>Accept</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void answer(inv.id, false)}
                >
                  <Trans>Decline</Trans>
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function LinkMemberPanel({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [reference, setReference] = useState('');
  const [found, setFound] = useState<PersonReference | null>(null);
  const { busy, run } = useServerAction();
  const valid = /^\d{7}$/.test(reference.trim());
  const lookUp = () =>
    run(
      async () => {
        setFound(await call(clubInvitationApi.reference, { params: { id: reference.trim() } }));
      },
      t`No person has this id`,
    );
  const invite = (p: PersonReference) =>
    run(
      async () => {
        await call(clubInvitationApi.invite, { params: { id: p.id }, body: { organizationId: orgId } });
        showAlert('success', t`Invitation sent to ${p.givenName} ${p.familyName}`);
        setFound(null);
        setReference('');
      },
      t`Unable to save data`,
    );
  return (
    <Stack gap={3} as="section" aria-labelledby="link-member-heading">
      <Heading as="h2" size="md" id="link-member-heading">
        <Trans>Link an existing person</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Someone who already has a Páirc profile can join the club: find them by the 7-digit unique ID on
          their profile and invite them. They are added once they (or a parent or guardian) accept.
        </Trans>
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void lookUp();
        }}
      >
        <HStack gap={3} align="end" wrap="wrap">
          <Field.Root width="auto" invalid={reference !== '' && !valid}>
            <Field.Label>
              <Trans>Unique ID</Trans>
            </Field.Label>
            <Input
              inputMode="numeric"
              maxLength={7}
              value={reference}
              onChange={(e) => {
                setReference(e.currentTarget.value);
                setFound(null);
              }}
            />
            <Field.ErrorText>
              <Trans>Unique ID must be exactly 7 digits</Trans>
            </Field.ErrorText>
          </Field.Root>
          <Button type="submit" variant="outline" disabled={!valid || busy}>
            <Trans>Find</Trans>
          </Button>
        </HStack>
      </form>
      {found && (
        <HStack gap={3} wrap="wrap" data-testid="person-reference">
          <Text fontWeight="semibold">
            {found.givenName} {found.familyName} ({found.uniqueId})
          </Text>
          <Button size="sm" colorPalette="brand" disabled={busy} onClick={() => void invite(found)}>
            <Trans>Invite to the club</Trans>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
