import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { AppDialog, type AppDialogProps } from './app-dialog';

/** The footer of most dialogs: Cancel (disabled while a request is in flight), then the dialog's own action. */
export function CancelAndAction({
  onCancel,
  busy,
  children,
}: {
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
      {children}
    </>
  );
}

export interface FormDialogProps extends Omit<AppDialogProps, 'footer' | 'role'> {
  /** The form's id: the submit button sits in the dialog's footer, outside the form, and names it. */
  formId: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: ReactNode;
  /** Shown on the submit button while `busy`. */
  loadingText?: string;
}

/** A dialog holding one form: Cancel and submit in the footer, the form's fields as the body. */
export function FormDialog(props: FormDialogProps) {
  const { formId, onSubmit, submitLabel, loadingText, children, ...dialog } = props;
  return (
    <AppDialog
      {...dialog}
      footer={
        <CancelAndAction onCancel={dialog.onClose} busy={dialog.busy}>
          <Button
            colorPalette="brand"
            type="submit"
            form={formId}
            loading={dialog.busy}
            loadingText={loadingText}
          >
            {submitLabel}
          </Button>
        </CancelAndAction>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
        {children}
      </form>
    </AppDialog>
  );
}
