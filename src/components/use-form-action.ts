/**
 * useFormAction: a dialog form's call to the server. A 400 with field errors lands under the form's fields
 * (the server checks every rule again, whatever the form let through); any other failure is the generic
 * "Unable to save data" alert with the server's message; success shows its alert and runs `after` (close the
 * dialog, read the list again).
 */
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { showAlert } from './alerts';
import { applyFieldErrors } from './field-errors';
import { useServerAction } from './use-server-action';

export function useFormAction<T extends FieldValues>(setError: UseFormSetError<T>) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const send = async (request: () => Promise<unknown>, success: string, after: () => void) => {
    await run(
      async () => {
        try {
          await request();
        } catch (e) {
          if (applyFieldErrors(e, setError)) return;
          throw e;
        }
        showAlert('success', success);
        after();
      },
      t`Unable to save data - please try again later`,
    );
  };
  return { busy, send };
}
