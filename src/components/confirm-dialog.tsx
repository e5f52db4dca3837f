import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { AppDialog } from './app-dialog';
import { CancelAndAction } from './form-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  /** Runs on Confirm; the dialog shows its loading label and stays disabled until it settles. */
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  confirmLabel?: string;
  /** Shown on the Confirm button while the action runs (defaults to "Please wait…"). */
  loadingLabel?: string;
}

/** The generic confirm dialog (seed 1 §2): Cancel and Confirm; disabled with a loading label while busy. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, body, onConfirm, onCancel, confirmLabel, loadingLabel } = props;
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      busy={busy}
      testId="confirm-dialog"
      footer={
        <CancelAndAction onCancel={onCancel} busy={busy}>
          <Button
            colorPalette="brand"
            onClick={() => void confirm()}
            disabled={busy}
            loading={busy}
            loadingText={loadingLabel ?? t`Please wait…`}
          >
            {confirmLabel ?? t`Confirm`}
          </Button>
        </CancelAndAction>
      }
    >
      {typeof body === 'string' ? <Text>{body}</Text> : body}
    </AppDialog>
  );
}
