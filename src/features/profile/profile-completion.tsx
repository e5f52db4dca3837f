import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Person } from '../../../domain/person/person';
import { takeReturnTo } from '../../auth/return-to';
import { applyUser, useSession } from '../../auth/session';
import { getUserManager } from '../../auth/user-manager';
import { activateLocale } from '../../i18n/i18n';
import { ProfileForm } from './profile-form';

/**
 * Profile completion (seed 1 §4): an account with no person (404) creates its own (POST /person); an invited
 * or pending one completes the person it has (PUT, which makes it ACTIVE). Then on to the remembered path.
 */
export function ProfileCompletion() {
  const session = useSession();
  const navigate = useNavigate();
  const missing = session.profile === 'missing';
  const identity = session.identity;
  const person: Person = session.person ?? {
    id: '',
    givenName: identity?.given_name ?? '',
    familyName: identity?.family_name ?? '',
    email: identity?.email ?? '',
    preferredLanguage: identity?.preferredLanguage === 'ga' ? 'ga' : 'en',
    organizations: [],
    gaa_roles: [],
  };

  async function done(saved: Person) {
    const um = await getUserManager();
    await applyUser(await um.getUser());
    if (saved.preferredLanguage) await activateLocale(saved.preferredLanguage);
    await navigate({ href: takeReturnTo(), replace: true });
  }

  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        <Trans>Complete your profile</Trans>
      </Heading>
      <Text>
        <Trans>
          Tell us about yourself to finish joining Páirc. Your club uses these details for membership,
          safeguarding and insurance.
        </Trans>
      </Text>
      <ProfileForm person={person} create={missing} sectionHeading="h2" onSaved={(p) => void done(p)} />
    </Stack>
  );
}
