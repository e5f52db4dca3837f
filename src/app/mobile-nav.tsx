import { Box, Button, CloseButton, Drawer, HStack, Link as ChakraLink, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../auth/session';
import { LanguageSwitch } from '../components/language-switch';
import { MAIN_LINKS, MOBILE_BAR_ITEMS } from './menu-items';
import { built, mainMenu, menuContextOf } from './menu-rules';
import { NavMenu } from './nav-menu';

/** Small screens: a bottom navigation bar with the first main items and "More" for the full menus. */
export function MobileNav() {
  const session = useSession();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const items = built(mainMenu(menuContextOf(session))).filter((i) => MOBILE_BAR_ITEMS.includes(i));
  return (
    <Box
      as="nav"
      aria-label={t`Mobile navigation`}
      data-testid="mobile-nav"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX={0}
      bottom={0}
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <HStack as="ul" listStyleType="none" justify="space-around" gap={0} h="64px">
        {items.map((item) => (
          <Box as="li" key={item} flex="1" textAlign="center">
            <ChakraLink
              asChild
              display="block"
              py={3}
              fontSize="sm"
              color="fg"
              _currentPage={{ color: 'brand.fg', fontWeight: 'bold' }}
            >
              <Link to={MAIN_LINKS[item].to}>{i18n._(MAIN_LINKS[item].label)}</Link>
            </ChakraLink>
          </Box>
        ))}
        <Box as="li" flex="1" textAlign="center">
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
            <Drawer.Trigger asChild>
              <Button variant="ghost" size="sm" fontWeight="normal" data-testid="mobile-more">
                <Trans>More</Trans>
              </Button>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>
                      <Trans>Menu</Trans>
                    </Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body display="flex" flexDirection="column" gap={4}>
                    <NavMenu onNavigate={() => setOpen(false)} />
                    <LanguageSwitch />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t`Close`} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Box>
      </HStack>
    </Box>
  );
}
