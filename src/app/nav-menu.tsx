import { Box, Link as ChakraLink, Separator, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { INJURIES_FILTER, MENU_LINKS } from './menu-items';
import { bottomMenu, built, mainMenu, type BottomItem, type MainItem, type NotBuiltItem } from './menu-rules';
import { useMenuContext } from './use-menu-context';

const itemStyle = {
  display: 'block',
  px: 3,
  py: 2,
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const;

/** One menu entry; the injuries item carries its default filter. */
export function MenuEntry({
  item,
  onNavigate,
}: {
  item: Exclude<MainItem | BottomItem, NotBuiltItem>;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  const link = MENU_LINKS[item];
  const label = i18n._(link.label);
  return (
    <ChakraLink asChild {...itemStyle}>
      {item === 'injuries' ? (
        <Link
          to="/injuries"
          search={{ filter: INJURIES_FILTER }}
          onClick={onNavigate}
          data-testid="menu-injuries"
        >
          {label}
        </Link>
      ) : (
        <Link to={link.to} onClick={onNavigate} data-testid={`menu-${item}`}>
          {label}
        </Link>
      )}
    </ChakraLink>
  );
}

function MenuList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack as="ul" listStyleType="none" gap={0.5}>
        {children}
      </Stack>
    </Box>
  );
}

/** The main menu and the bottom menu, as the rules of menu-rules.ts allow (desktop drawer and "More"). */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const ctx = useMenuContext();
  return (
    <Stack gap={3} justify="space-between" flex="1">
      <MenuList label={t`Main menu`}>
        {built(mainMenu(ctx)).map((item) => (
          <li key={item}>
            <MenuEntry item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </MenuList>
      <Box>
        <Separator mb={3} />
        <MenuList label={t`Account menu`}>
          {built(bottomMenu(ctx)).map((item) => (
            <li key={item}>
              <MenuEntry item={item} onNavigate={onNavigate} />
            </li>
          ))}
        </MenuList>
      </Box>
    </Stack>
  );
}
