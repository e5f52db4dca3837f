import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Person } from '../../../domain/person/person';
import { api, apiSend } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';

export const AVATAR_MAX_MB = 5;

/** One avatar image: upload (the server resizes it) or delete. */
export function AvatarPanel({ person, onChanged }: { person: Person; onChanged: () => void }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useServerAction();
  const name = `${person.givenName ?? ''} ${person.familyName ?? ''}`.trim();

  async function upload(file: File) {
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) {
      showAlert('error', t`The picture must be at most 5 MB`);
      return;
    }
    const body = new FormData();
    body.append('file', file);
    await run(
      async () => {
        await api(`/person/${person.id}/avatar`, { method: 'POST', body });
        showAlert('success', t`Picture updated`);
        onChanged();
      },
      t`Unable to update profile`,
    );
  }

  async function remove() {
    await run(
      async () => {
        await apiSend('DELETE', `/person/${person.id}/avatar`);
        showAlert('success', t`Picture removed`);
        onChanged();
      },
      t`Unable to update profile`,
    );
  }

  return (
    <HStack gap={4} align="center">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {person.avatar && <Avatar.Image src={person.avatar} alt={t`Picture of ${name}`} />}
      </Avatar.Root>
      <Stack gap={2}>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t`Choose a picture`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <HStack>
          <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            <Trans>Upload picture</Trans>
          </Button>
          {person.avatar && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove()}>
              <Trans>Remove picture</Trans>
            </Button>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <Trans>JPEG, PNG or WebP, at most 5 MB.</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}
