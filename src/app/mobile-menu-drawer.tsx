import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/language-switch';
import { NavMenu } from './nav-menu';

/**
 * The mobile bar's "More": the full menus in a drawer. Its own chunk, loaded on the first "More" (issue 49): the
 * dialog machinery (focus trap, dismissal, presence) is not on the first route, and no drawer is set up at
 * start; focus goes back to "More" when it closes.
 */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs">
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
              <NavMenu onNavigate={() => onOpenChange(false)} />
              <LanguageSwitch />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
