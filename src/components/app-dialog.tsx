import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { dismissAlerts } from './alerts';

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for warnings and confirmations (focus goes to the least destructive action). */
  role?: 'dialog' | 'alertdialog';
  /** While true the dialog cannot be dismissed (a request is in flight). */
  busy?: boolean;
  testId?: string;
}

/**
 * On wide screens the `full` size's height, square corners and zero margin are undone: a responsive size
 * `{ base: 'full', md: 'md' }` only changes the width at md, so every dialog stood the full height of the window
 * with its buttons at the bottom, under the alerts.
 */
const CENTRED_ON_WIDE_SCREENS = {
  md: { minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'auto' },
} as const;

/**
 * Every dialog of the product: centred on wide screens, full-screen on small ones (seed 1 §2 Layout). Opening
 * one dismisses the success alerts of the last action: they have been announced, and bottom centre they would
 * cover the dialog's buttons on a small screen.
 */
export function AppDialog({ open, onClose, title, children, footer, role, busy, testId }: AppDialogProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (open) dismissAlerts('success');
  }, [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      role={role}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} css={CENTRED_ON_WIDE_SCREENS}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
