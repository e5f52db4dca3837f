import { Alert, Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConflictEntry } from '../offline/db';
import { db } from '../offline/db';

/**
 * A change the server did not take as it was (seed 2 §4: a confirmed result or a submitted report is final).
 * The reason text comes from the domain's `sync.conflict.<reason>` messages.
 */
export function ConflictNotice({ conflict }: { conflict: ConflictEntry }) {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Your change was not applied</Trans>
        </Alert.Title>
        <Alert.Description>{i18n._(`sync.conflict.${conflict.reason}`)}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void db.conflicts.update(conflict.id, { acknowledged: 1 })}
      >
        <Trans>OK</Trans>
      </Button>
    </Alert.Root>
  );
}
