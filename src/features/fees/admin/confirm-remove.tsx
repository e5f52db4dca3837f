import { useLingui } from '@lingui/react/macro';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useServerAction } from '../../../components/use-server-action';

/** Confirm, then DELETE `path` (a fee level, a grade): the success alert, close, and the list read again. */
export function ConfirmRemove(props: {
  /** What to delete; null: the dialog is closed. */
  path: string | null;
  title: string;
  body: string;
  success: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { run } = useServerAction();
  const { path } = props;
  return (
    <ConfirmDialog
      open={path !== null}
      title={props.title}
      body={props.body}
      confirmLabel={t`Remove`}
      onCancel={props.onClose}
      onConfirm={async () => {
        if (!path) return;
        await run(
          async () => {
            await apiSend('DELETE', path);
            showAlert('success', props.success);
            props.onClose();
            props.onDone();
          },
          t`Unable to save data - please try again later`,
        );
      }}
    />
  );
}
