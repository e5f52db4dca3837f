import { Button, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../auth/session';
import { AppDialog } from './app-dialog';
import { usernameProblems } from './username-rules';

// The form (react-hook-form, the username schema) loads when the user chooses to change it, not with every
// signed-in page (issue 20: the first route's JS).
const ChangeUsernameDialog = lazy(() =>
  import('./change-username-dialog').then((m) => ({ default: m.ChangeUsernameDialog })),
);

const SKIPPED_KEY = 'pairc.usernamePromptSkipped';

/**
 * The username prompt (seed 1 §2): a signed-in user whose username has a leading, trailing or internal
 * space is warned, with Skip (not asked again this browser session) and Update username.
 */
export function UsernamePrompt() {
  const session = useSession();
  const { t } = useLingui();
  const username = session.person?.username ?? session.identity?.preferred_username ?? '';
  const [skipped, setSkipped] = useState(() => sessionStorage.getItem(SKIPPED_KEY) === username);
  const [changing, setChanging] = useState(false);
  const problems = usernameProblems(username);
  const personId = session.person?.id;
  if (session.status !== 'signedIn' || !personId || problems.length === 0) return null;
  const skip = () => {
    sessionStorage.setItem(SKIPPED_KEY, username);
    setSkipped(true);
  };
  if (changing)
    return (
      <Suspense fallback={null}>
        <ChangeUsernameDialog
          personId={personId}
          currentUsername={username}
          onClose={() => setChanging(false)}
          onChanged={skip}
        />
      </Suspense>
    );
  if (skipped) return null;
  return (
    <AppDialog
      open
      onClose={skip}
      role="alertdialog"
      title={t`Please update your username`}
      testId="username-prompt"
      footer={
        <>
          <Button variant="outline" onClick={skip}>
            <Trans>Skip</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => setChanging(true)}>
            <Trans>Update username</Trans>
          </Button>
        </>
      }
    >
      <Text mb={2}>
        <Trans>Your username “{username}” has a problem:</Trans>
      </Text>
      <List.Root ps={6}>
        {problems.includes('leading') && (
          <List.Item>
            <Trans>it starts with a space</Trans>
          </List.Item>
        )}
        {problems.includes('trailing') && (
          <List.Item>
            <Trans>it ends with a space</Trans>
          </List.Item>
        )}
        {problems.includes('internal') && (
          <List.Item>
            <Trans>it contains a space</Trans>
          </List.Item>
        )}
      </List.Root>
    </AppDialog>
  );
}
