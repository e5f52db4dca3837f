import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorCode } from './competition-api';

/**
 * The confirm-on-409 flow of the competitions area (seed 2 §4): a change that would delete divisions or
 * fixtures is first sent unconfirmed; the server answers 409 with a code (`competition.confirmRequired`,
 * `validation.competition.fixturesExist`), the person reads that message in a confirm dialog, and only then is the
 * request sent again, confirmed. Any other failure is thrown to the caller (useServerAction shows it).
 */
export function useConfirmedSend(): {
  sendConfirmed: <R>(send: (confirm: boolean) => Promise<R>, code: string) => Promise<R | undefined>;
  confirmDialog: ReactNode;
} {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setMessage(null);
  };
  const sendConfirmed = async <R,>(send: (confirm: boolean) => Promise<R>, code: string) => {
    try {
      return await send(false);
    } catch (err) {
      const refused = errorCode(err);
      if (!refused || refused.code !== code) throw err;
      const ok = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setMessage(i18n._({ id: refused.code, message: refused.message || refused.code }));
      });
      return ok ? send(true) : undefined;
    }
  };
  const confirmDialog = (
    <ConfirmDialog
      open={message !== null}
      title={t`Please confirm`}
      body={message ?? ''}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { sendConfirmed, confirmDialog };
}
