import { Box, Button, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { MAIN_LINKS, MOBILE_BAR_ITEMS } from './menu-items';
import { built, mainMenu } from './menu-rules';
import { useMenuContext } from './use-menu-context';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** Small screens: a bottom navigation bar with the first main items and "More" for the full menus. */
export function MobileNav() {
  const ctx = useMenuContext();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first "More" on, so it can close with its animation and give focus back.
  const [used, setUsed] = useState(false);
  const items = built(mainMenu(ctx)).filter((i) => MOBILE_BAR_ITEMS.includes(i));
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
          <Button
            variant="ghost"
            size="sm"
            fontWeight="normal"
            data-testid="mobile-more"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            <Trans>More</Trans>
          </Button>
          {used && (
            <Suspense fallback={null}>
              <MobileMenuDrawer open={open} onOpenChange={setOpen} />
            </Suspense>
          )}
        </Box>
      </HStack>
    </Box>
  );
}
