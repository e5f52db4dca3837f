import { List } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { PasswordMessage } from '../../domain/auth/password-messages';

/** Why a new password was refused as too easy to guess: the estimator's warning and suggestions, translated. */
export function PasswordReasons({ reasons }: { reasons: readonly PasswordMessage[] }) {
  const { i18n } = useLingui();
  if (reasons.length === 0) return null;
  return (
    <List.Root fontSize="sm" color="fg.muted" ps={5} data-testid="password-reasons">
      {reasons.map((r) => (
        <List.Item key={r.id}>{i18n._(r)}</List.Item>
      ))}
    </List.Root>
  );
}
