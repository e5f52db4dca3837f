/**
 * The card confirmed in page (seed 1 §7: the checkout's 402 answer carries a client secret the payments
 * provider confirms; issue 53 item 5). Loaded lazily by the basket. The card goes to the payments provider
 * (card-confirm.ts), never to the API. A decline shows the card network's message and keeps everything: the
 * next Pay starts a new checkout of the same basket (`restart`). The provider's hosted page stays the fallback.
 */
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { CancelAndAction } from '../../components/form-dialog';
import { cancelCardPayment, confirmCardPayment } from './card-confirm';

export interface CardChallenge {
  orderId: string;
  clientSecret: string;
  checkoutUrl: string;
}

export interface CardPaymentDialogProps {
  challenge: CardChallenge;
  /** A new checkout after a decline: its 402's challenge. */
  restart: () => Promise<CardChallenge>;
  onPaid: (orderId: string) => void;
  onClose: () => void;
}

export default function CardPaymentDialog({ challenge, restart, onPaid, onClose }: CardPaymentDialogProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<CardChallenge | null>(challenge);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState('');
  const [exp, setExp] = useState('');
  const [cvc, setCvc] = useState('');
  const [holder, setHolder] = useState('');

  async function pay(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const c = current ?? (await restart());
      setCurrent(c);
      const out = await confirmCardPayment(c.clientSecret, card);
      if (out.status === 'succeeded') {
        onPaid(c.orderId);
        return;
      }
      if (out.status === 'requires_action' && out.url) {
        window.location.assign(out.url);
        return;
      }
      // Declined or ended: the next attempt is a new checkout of the same basket.
      if (out.status !== 'incorrect_number') setCurrent(null);
      setError(out.message ?? t`Failed to create checkout session`);
    } catch {
      setError(t`Failed to create checkout session`);
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    if (current) await cancelCardPayment(current.clientSecret);
    onClose();
  }

  return (
    <AppDialog
      open
      onClose={() => void close()}
      busy={busy}
      title={t`Pay by card`}
      testId="card-payment-dialog"
      footer={
        <CancelAndAction onCancel={() => void close()} busy={busy}>
          <Button
            type="submit"
            form="card-payment-form"
            colorPalette="brand"
            loading={busy}
            loadingText={t`Please wait…`}
          >
            <Trans>Pay</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <form id="card-payment-form" onSubmit={(e) => void pay(e)} noValidate>
        <Stack gap={3}>
          {error && (
            <Text role="alert" color="fg.error" data-testid="card-error">
              {error}
            </Text>
          )}
          <Field.Root required>
            <Field.Label>
              <Trans>Card number</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={card}
              onChange={(e) => setCard(e.target.value)}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              <Trans>Expiry (MM/YY)</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={exp} onChange={(e) => setExp(e.target.value)} autoComplete="cc-exp" maxLength={7} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              <Trans>Security code (CVC)</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={cvc}
              onChange={(e) => setCvc(e.target.value)}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Name on card</Trans>
            </Field.Label>
            <Input value={holder} onChange={(e) => setHolder(e.target.value)} autoComplete="cc-name" />
          </Field.Root>
          {current && (
            <Text fontSize="sm">
              <Link href={current.checkoutUrl} textDecoration="underline">
                <Trans>Pay on the payment provider’s page instead</Trans>
              </Link>
            </Text>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
