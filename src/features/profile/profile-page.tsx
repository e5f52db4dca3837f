import { Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Person } from '../../../domain/person/person';
import { isExecutiveMember } from '../../../domain/vetting/crbot';
import { apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import { showAlert } from '../../components/alerts';
import { ChangeUsernameDialog } from '../../components/change-username-dialog';
import { showErrorAlert } from '../../components/error-alert';
import { useApiGet } from '../../lib/use-api-get';
import { AvatarPanel } from './avatar-panel';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { LanyardDialog } from './lanyard';
import { ProfileCompletion } from './profile-completion';
import { ProfileForm } from './profile-form';
import { MembershipHistoryTab } from './membership-history-tab';
import { CrbotTab } from './crbot-tab';
import { QualificationsTab } from './qualifications-tab';
import { LinkedAccountsTab } from './linked-accounts-tab';
import { FollowsSection } from '../../components/follow/lazy';
import { InjuriesTab, SubscriptionsTab, useTabLabels, visibleTabs, type ProfileTab } from './profile-tabs';
import { Loading } from '../../components/loading';

type Dialog = 'username' | 'password' | 'email' | 'lanyard' | null;

/**
 * /user-profile and /user-profile/{personId}: tabs chosen by the hash (#profile, #family, …). With
 * `editMember` (?editMember=true, from the merge view) the profile tab opens with its edit form focused.
 */
export function ProfilePage({ personId, editMember = false }: { personId?: string; editMember?: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const id = personId ?? session.person?.id ?? null;
  const person = useApiGet<Person & { version?: number }>(id ? `/person/${id}` : null);
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate();
  const labels = useTabLabels();
  const [dialog, setDialog] = useState<Dialog>(null);
  const self = id !== null && id === session.person?.id;
  const ownLinks = session.person?.organizations ?? [];
  const tabs = visibleTabs(self, isExecutiveMember(ownLinks));
  const tab: ProfileTab = editMember ? 'profile' : (tabs.find((x) => x === hash) ?? 'profile');
  const loaded = person.status === 'ok';
  useEffect(() => {
    if (!editMember || !loaded) return;
    const form = document.querySelector<HTMLFormElement>('[data-testid="profile-form"]');
    form?.scrollIntoView({ block: 'start' });
    const fields = Array.from(form?.elements ?? []) as HTMLInputElement[];
    fields.find((f) => f.type !== 'hidden' && !f.disabled && f.tagName !== 'FIELDSET')?.focus();
  }, [editMember, loaded]);

  // An own profile that is missing (404), invited or pending is completed first (seed 1 §4).
  if (!personId && (session.profile === 'missing' || session.profile === 'incomplete')) {
    return <ProfileCompletion />;
  }
  if (person.status === 'loading') return <Loading />;
  if (person.status === 'error') {
    return (
      <Text role="alert">
        <Trans>Unable to get user profile</Trans>
      </Text>
    );
  }
  const p = person.data;

  async function sendReset() {
    try {
      await apiSend('POST', `/person/${p.id}/reset-password`);
      showAlert('success', t`A password reset e-mail was sent`);
    } catch (err) {
      showErrorAlert(t`Unable to send password reset e-mail`, err);
    }
  }

  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {p.givenName} {p.familyName}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => void navigate({ to: '.', hash: e.value, replace: true })}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" flexWrap="nowrap">
          {tabs.map((key) => (
            <Tabs.Trigger key={key} value={key} whiteSpace="nowrap">
              {labels[key]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <Stack gap={6}>
            <AvatarPanel person={p} onChanged={person.reload} />
            <HStack wrap="wrap" gap={2}>
              {self && (
                <>
                  <Button size="sm" variant="outline" onClick={() => setDialog('username')}>
                    <Trans>Change username</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog('password')}>
                    <Trans>Change password</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog('email')}>
                    <Trans>Change e-mail</Trans>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void sendReset()}>
                    <Trans>Send password reset e-mail</Trans>
                  </Button>
                </>
              )}
              <Button size="sm" variant="outline" onClick={() => setDialog('lanyard')}>
                <Trans>Lanyard</Trans>
              </Button>
            </HStack>
            <ProfileForm key={`${p.id}:${String(p.version ?? '')}`} person={p} onSaved={person.reload} />
            {self && <FollowsSection />}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="family">
          <Button asChild variant="outline">
            <Link to="/family">
              <Trans>Open the family page</Trans>
            </Link>
          </Button>
        </Tabs.Content>
        <Tabs.Content value="injuries">
          <InjuriesTab personId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="membership-history">
          <MembershipHistoryTab personId={p.id} />
        </Tabs.Content>
        <Tabs.Content value="qualifications">
          <QualificationsTab
            personId={p.id}
            personName={`${p.givenName ?? ''} ${p.familyName ?? ''}`.trim()}
          />
        </Tabs.Content>
        <Tabs.Content value="linked-accounts">
          <LinkedAccountsTab personId={p.id} />
        </Tabs.Content>
        {tabs.includes('crbot') && (
          <Tabs.Content value="crbot">
            <CrbotTab personId={p.id} links={ownLinks} />
          </Tabs.Content>
        )}
        {self && (
          <Tabs.Content value="subscriptions">
            <SubscriptionsTab />
          </Tabs.Content>
        )}
      </Tabs.Root>
      {dialog === 'username' && (
        <ChangeUsernameDialog
          personId={p.id}
          currentUsername={p.username ?? session.identity?.preferred_username ?? ''}
          onClose={() => setDialog(null)}
          onChanged={person.reload}
        />
      )}
      {dialog === 'password' && (
        <ChangePasswordDialog
          personId={p.id}
          owner={{
            username: p.username ?? session.identity?.preferred_username,
            givenName: p.givenName,
            familyName: p.familyName,
            email: p.email,
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'email' && (
        <ChangeEmailDialog
          personId={p.id}
          currentEmail={p.email ?? ''}
          onClose={() => setDialog(null)}
          onChanged={person.reload}
        />
      )}
      {dialog === 'lanyard' && <LanyardDialog person={p} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
