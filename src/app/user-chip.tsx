import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../auth/session';
import { useSelectedOrganization } from '../lib/selected-organization';
import { avatarBadge, menuContextOf, type AvatarBadge } from './menu-rules';

/** The signed-in user's avatar, name and badge (organisation admin, hibernated, or member type). */
export function UserChip() {
  const session = useSession();
  const selected = useSelectedOrganization();
  const { t } = useLingui();
  const person = session.person;
  const name = person
    ? `${person.givenName} ${person.familyName}`
    : (session.identity?.preferred_username ?? '');
  const badge = avatarBadge(menuContextOf(session), selected ?? undefined);
  const badgeLabel: Record<AvatarBadge, string> = {
    admin: t`Admin`,
    hibernated: t`Hibernated`,
    member: t`Member`,
    associateMember: t`New member`,
  };
  return (
    <HStack gap={2} minW={0}>
      <Avatar.Root size="sm" colorPalette="gray">
        <Avatar.Fallback name={name} />
        {person?.thumbnail && <Avatar.Image src={person.thumbnail} alt="" />}
      </Avatar.Root>
      <Stack gap={0} minW={0}>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          truncate
          maxW={{ base: '96px', md: '160px' }}
          data-testid="user-name"
        >
          {name}
        </Text>
        {badge && (
          <Badge
            size="xs"
            variant="solid"
            bg="gold.500"
            color="black"
            w="fit-content"
            data-testid="avatar-badge"
          >
            {badgeLabel[badge]}
          </Badge>
        )}
      </Stack>
    </HStack>
  );
}
