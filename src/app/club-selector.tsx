import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { selectOrganization, useSelectedOrganization } from '../lib/selected-organization';
import { clubSelector } from './club-selector-rules';
import { menuContextOf } from './menu-rules';

/** The club selector of the top bar; renders nothing where the rules hide it. */
export function ClubSelector() {
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const selected = useSelectedOrganization();
  const { t } = useLingui();
  const choices = clubSelector(menuContextOf(session), pathname);
  if (choices.length === 0) return null;
  const value = choices.some((c) => c.id === selected) ? selected! : choices[0]!.id;
  return (
    <NativeSelect.Root size="sm" maxW="220px" bg="white" color="black" borderRadius="md">
      <NativeSelect.Field
        aria-label={t`Club`}
        value={value}
        onChange={(e) => selectOrganization(e.currentTarget.value)}
        data-testid="club-selector"
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
