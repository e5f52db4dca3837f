import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/language-switch';
import { SyncIndicator } from '../components/sync-indicator';
import { BasketBadge } from './basket-badge';
import { ClubSelector } from './club-selector';
import { LogoLink } from './logo-link';
import { NavMenu } from './nav-menu';
import { UserChip } from './user-chip';

export const DRAWER_WIDTH = '240px';

/** Signed in, wide screens: the 240 px drawer with the menus, beside the page. */
export function SideDrawer() {
  return (
    <Flex
      as="aside"
      data-testid="nav-drawer"
      display={{ base: 'none', md: 'flex' }}
      direction="column"
      w={DRAWER_WIDTH}
      position="fixed"
      insetY={0}
      insetStart={0}
      borderEndWidth="1px"
      bg="bg.panel"
      overflowY="auto"
      px={3}
      py={3}
      gap={4}
    >
      <Box bg="brand.500" borderRadius="md" px={3} py={2}>
        <LogoLink signedIn />
      </Box>
      <NavMenu />
    </Flex>
  );
}

/** Signed in: the top bar with the page title, club selector, basket, language and the user. */
export function SignedInBar({ title }: { title: MessageDescriptor | null }) {
  const { i18n } = useLingui();
  return (
    <Box as="header" bg="brand.500" color="white" px={4} py={2} position="sticky" top={0} zIndex="docked">
      <HStack justify="space-between" gap={3}>
        <HStack gap={3} minW={0}>
          <Text
            as="span"
            fontWeight="bold"
            fontSize="lg"
            truncate
            flexShrink={0}
            maxW="50vw"
            data-testid="page-title"
          >
            {title ? i18n._(title) : 'Páirc'}
          </Text>
          <ClubSelector />
        </HStack>
        <HStack gap={1} flexShrink={0}>
          <SyncIndicator />
          <BasketBadge />
          <Box display={{ base: 'none', md: 'block' }}>
            <LanguageSwitch />
          </Box>
          <UserChip />
        </HStack>
      </HStack>
    </Box>
  );
}
