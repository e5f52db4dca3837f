import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { needsGuardianVetting, type Family, type FamilyMember } from '../../../domain/family/family';
import { todayInDublin } from '../../../domain/lib/dates';
import { apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { POSITION_LABELS, STATUS_LABELS } from './family-labels';
import { AddChildDialog, FamilyForm, InviteForm } from './family-forms';
import { TableHead } from '../../components/table-head';
import { Loading } from '../../components/loading';

type FamilyList = { _embedded: { families: Family[] } };

/** /family: the member's families, their members, invites, children (seed 1 §2, §4, §6). */
export function FamilyPage() {
  const list = useApiGet<FamilyList>('/family');
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') {
    return (
      <Text role="alert">
        <Trans>Unable to load family data</Trans>
      </Text>
    );
  }
  const families = list.data._embedded.families;
  return (
    <Stack gap={8}>
      <Heading as="h1" size="2xl">
        <Trans>Family</Trans>
      </Heading>
      {families.length === 0 && (
        <Stack gap={3}>
          <Text>
            <Trans>You are not in a family yet. Create one to manage your children's profiles.</Trans>
          </Text>
          <FamilyForm onSaved={list.reload} />
        </Stack>
      )}
      {families.map((f) => (
        <FamilyCard key={f.id} family={f} reload={list.reload} />
      ))}
    </Stack>
  );
}

function FamilyCard({ family, reload }: { family: Family; reload: () => void }) {
  const { t, i18n } = useLingui();
  const me = useSession().person?.id;
  const mine = family.members.find((m) => m.person.id === me);
  const [addChild, setAddChild] = useState(false);
  const { busy, run } = useServerAction();
  const primary = mine?.position === 'PRIMARY' && mine.status === 'ACTIVE';
  const carer = primary || (mine?.position === 'GUARDIAN' && mine.status === 'ACTIVE');
  const today = todayInDublin();

  const act = (work: () => Promise<unknown>, done: string, failed: string) =>
    run(async () => {
      await work();
      showAlert('success', done);
      reload();
    }, failed);

  const answer = (accept: boolean) =>
    act(
      () => apiSend('PATCH', `/family/${family.id}/invite?accept=${String(accept)}`),
      accept ? t`Invite accepted` : t`Invite rejected`,
      t`There was a problem with the invite`,
    );

  const name = (m: FamilyMember) => `${m.person.givenName ?? ''} ${m.person.familyName ?? ''}`.trim();

  return (
    <Stack as="section" aria-labelledby={`family-${family.id}`} gap={4} data-testid="family">
      <Heading as="h2" size="lg" id={`family-${family.id}`}>
        {family.name}
      </Heading>
      {family.description && <Text color="fg.muted">{family.description}</Text>}
      {mine?.status === 'INVITED' && (
        <Box borderWidth="1px" borderRadius="md" p={4} data-testid="invite">
          <Text mb={3}>
            <Trans>You are invited to join this family as a guardian.</Trans>
          </Text>
          <HStack>
            <Button colorPalette="brand" loading={busy} onClick={() => void answer(true)}>
              <Trans>Accept invite</Trans>
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => void answer(false)}>
              <Trans>Reject invite</Trans>
            </Button>
          </HStack>
        </Box>
      )}
      <Table.Root size="sm" aria-label={t`Family members`}>
        <TableHead titles={[t`Name`, t`Position`, t`Status`, t`Actions`]} />
        <Table.Body>
          {family.members.map((m) => {
            const other = !m.person.sameClub;
            const editable = carer && !other && m.position === 'DEPENDENT' && m.status === 'ACTIVE';
            const managed = primary && !other && m.person.id !== me;
            return (
              <Table.Row
                key={m.id}
                data-testid={`member-${m.person.id}`}
                color={other ? 'fg.subtle' : undefined}
              >
                <Table.Cell>
                  {editable ? (
                    <Link to="/user-profile/$personId" params={{ personId: m.person.id }} hash="profile">
                      {name(m)}
                    </Link>
                  ) : (
                    name(m)
                  )}
                  {other && (
                    <Text as="span" fontSize="xs" ms={2}>
                      <Trans>(another club)</Trans>
                    </Text>
                  )}
                  {needsGuardianVetting(m.person.birthDate, today) && (
                    <Badge ms={2} colorPalette="orange">
                      <Trans>Aged 16–18: must be vetted by a parent or guardian</Trans>
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{i18n._(POSITION_LABELS[m.position])}</Table.Cell>
                <Table.Cell>{i18n._(STATUS_LABELS[m.status])}</Table.Cell>
                <Table.Cell>
                  <HStack gap={1} wrap="wrap">
                    {editable && (
                      <Button asChild size="xs" variant="outline">
                        <Link to="/user-profile/$personId" params={{ personId: m.person.id }} hash="profile">
                          <Trans>Edit profile</Trans>
                        </Link>
                      </Button>
                    )}
                    {managed && m.position === 'DEPENDENT' && m.status === 'ACTIVE' && (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            () =>
                              apiSend('PATCH', `/family/${family.id}/member/${m.id}`, { position: 'OTHER' }),
                            t`Moved to additional people`,
                            t`Unable to move this member`,
                          )
                        }
                      >
                        <Trans>Move to additional people</Trans>
                      </Button>
                    )}
                    {managed && (
                      <Button
                        size="xs"
                        variant="ghost"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            () => apiSend('DELETE', `/family/${family.id}/member/${m.id}`),
                            t`Member removed`,
                            t`Unable to remove this member`,
                          )
                        }
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
          {(family.invites ?? []).map((inv) => (
            <Table.Row key={inv.id} data-testid={`invite-${inv.id}`}>
              <Table.Cell>
                {inv.invitee}
                <Text as="span" fontSize="xs" ms={2} color="fg.muted">
                  <Trans>(invitation pending)</Trans>
                </Text>
              </Table.Cell>
              <Table.Cell>{i18n._(POSITION_LABELS.GUARDIAN)}</Table.Cell>
              <Table.Cell>{i18n._(STATUS_LABELS.INVITED)}</Table.Cell>
              <Table.Cell>
                <HStack gap={1} wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => apiSend('POST', '/invite', { familyId: family.id, invitee: inv.invitee }),
                        t`Invite sent again`,
                        t`There was a problem with the invite`,
                      )
                    }
                  >
                    <Trans>Send again</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => apiSend('DELETE', `/family/${family.id}/invite/${inv.id}`),
                        t`Invite withdrawn`,
                        t`There was a problem with the invite`,
                      )
                    }
                  >
                    <Trans>Withdraw</Trans>
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {carer && (
        <Stack gap={4}>
          <Button alignSelf="flex-start" variant="outline" onClick={() => setAddChild(true)}>
            <Trans>Add a child</Trans>
          </Button>
          <Heading as="h3" size="md">
            <Trans>Invite a guardian</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              The invite goes to whoever has this username or e-mail address in Páirc. The family sees only
              what you typed until they accept.
            </Trans>
          </Text>
          <InviteForm familyId={family.id} onInvited={reload} />
        </Stack>
      )}
      {primary && (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            <Trans>Family details</Trans>
          </Heading>
          <FamilyForm family={family} onSaved={reload} />
        </Stack>
      )}
      {addChild && (
        <AddChildDialog familyId={family.id} onClose={() => setAddChild(false)} onAdded={reload} />
      )}
    </Stack>
  );
}
