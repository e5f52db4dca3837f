/**
 * Take payment (seed 3 §2, §3 Payment, §4 Card payment acceptance): the form (amount, currency, description,
 * category, receipt e-mail, and the simulated card in test mode) checked with the shared schema, then:
 * the payment intent (POST /terminal/payment-intent, idempotent by key), its acceptance answering 402 with
 * the client secret — the provider's confirmation step: the reader collects the card (collectPaymentMethod)
 * and, once the officer charges it, processes it (processPayment) — and the acceptance again, now 200. A
 * payment in flight can be cancelled ("Payment Cancelled"): the reader stops collecting and the server
 * cancels the intent. A declined card leaves the payment waiting for another card.
 */
import { Button, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { euroToMinor, formatMoney } from '../../../../domain/lib/money';
import {
  SIMULATED_CARD_OPTIONS,
  SIMULATED_CARDS,
  TERMINAL_CATEGORIES,
  TERMINAL_CURRENCIES,
  TerminalPaymentInput,
  type SimulatedCardOption,
  type TerminalCategory,
  type TerminalLocationView,
  type TerminalPaymentView,
} from '../../../../domain/payment/terminal';
import { ApiError, apiGet, apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { showErrorAlert } from '../../../components/error-alert';
import {
  createReaderClient,
  failed,
  type ClientPaymentIntent,
  type ClientReader,
  type ReaderClient,
} from './terminal-client';
import { TERMINAL_CATEGORY_LABELS, SIMULATED_CARD_LABELS } from './terminal-labels';

type Step =
  | { kind: 'form' }
  | { kind: 'collecting'; payment: TerminalPaymentView }
  | { kind: 'collected'; payment: TerminalPaymentView; intent: ClientPaymentIntent }
  | { kind: 'processing'; payment: TerminalPaymentView }
  | { kind: 'declined'; payment: TerminalPaymentView };

type Config = { paymentsProvider: 'local' | 'stripe'; stripePublishableKey: string | null };

export function TakePayment(props: {
  orgId: string;
  locations: TerminalLocationView[];
  config: Config;
  onPaid: () => void;
}) {
  const { t, i18n } = useLingui();
  const [locationId, setLocationId] = useState(props.locations[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string>('EUR');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TerminalCategory>('GATE');
  const [receiptEmail, setReceiptEmail] = useState('');
  const [card, setCard] = useState<SimulatedCardOption>('visa');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [status, setStatus] = useState('');
  const [readers, setReaders] = useState<ClientReader[]>([]);
  const [readerId, setReaderId] = useState('');
  const client = useRef<{ locationId: string; client: ReaderClient; reader: ClientReader | null } | null>(
    null,
  );
  const testMode =
    props.config.paymentsProvider === 'local' ||
    (props.config.stripePublishableKey ?? '').startsWith('pk_test_');
  const org = encodeURIComponent(props.orgId);
  const issue = (k: string) => (issues[k] ? i18n._(issues[k]) : undefined);

  /** The reader client for the chosen location, its readers discovered. */
  async function readerClient(): Promise<ReaderClient> {
    if (client.current?.locationId !== locationId) {
      const c = await createReaderClient({
        provider: props.config.paymentsProvider,
        publishableKey: props.config.stripePublishableKey,
        locationId,
        fetchConnectionToken: async () =>
          (
            await apiGet<{ secret: string }>(
              `/terminal/connection-token?orgId=${org}&locationId=${encodeURIComponent(locationId)}`,
            )
          ).secret,
      });
      client.current = { locationId, client: c, reader: null };
    }
    return client.current.client;
  }

  async function discover() {
    const c = await readerClient();
    const found = await c.discoverReaders();
    if (failed(found)) throw new Error(found.error.message);
    setReaders(found.discoveredReaders);
    if (!found.discoveredReaders.some((r) => r.id === readerId))
      setReaderId(found.discoveredReaders[0]?.id ?? '');
    return found.discoveredReaders;
  }

  async function connected(): Promise<ReaderClient> {
    const c = await readerClient();
    const list = readers.length ? readers : await discover();
    const chosen = list.find((r) => r.id === readerId) ?? list[0];
    if (!chosen) throw new Error(t`No reader at this location`);
    if (client.current!.reader?.id !== chosen.id) {
      const r = await c.connectReader(chosen);
      if (failed(r)) throw new Error(r.error.message);
      client.current!.reader = r.reader;
    }
    return c;
  }

  const accept = (id: string) =>
    apiSend<TerminalPaymentView>(
      'POST',
      `/terminal/payment-intent/${encodeURIComponent(id)}?orgId=${org}`,
      undefined,
      crypto.randomUUID(),
    );

  /** Accepting answers 402 with the client secret until the reader has processed the card. */
  async function clientSecretStep(id: string): Promise<string | null> {
    try {
      await accept(id);
      return null;
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) {
        return (e.body as unknown as { clientSecret: string }).clientSecret;
      }
      throw e;
    }
  }

  async function start() {
    const input = {
      orgId: props.orgId,
      locationId,
      amount: euroToMinor(amount) ?? Number.NaN,
      currency,
      description,
      category,
      receiptEmail,
      ...(testMode ? { simulatedCardOption: card } : {}),
    };
    const parsed = v.safeParse(TerminalPaymentInput, input);
    setIssues(
      parsed.success ? {} : Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? '', i.message])),
    );
    if (!parsed.success) return;
    try {
      const c = await connected();
      const payment = await apiSend<TerminalPaymentView>(
        'POST',
        '/terminal/payment-intent',
        parsed.output,
        crypto.randomUUID(),
      );
      const secret = await clientSecretStep(payment.id);
      if (!secret) return finish(payment);
      await collect(c, payment, secret);
    } catch (e) {
      showErrorAlert(t`Error processing payment`, e);
      setStep({ kind: 'form' });
    }
  }

  /** The reader collects the card for the payment (the client secret of its 402). */
  async function collect(c: ReaderClient, payment: TerminalPaymentView, secret: string) {
    setStep({ kind: 'collecting', payment });
    setStatus(t`Present the card on the reader.`);
    if (testMode) c.setSimulatorConfiguration({ testCardNumber: SIMULATED_CARDS[card] });
    const read = await c.collectPaymentMethod(secret);
    if (failed(read)) {
      // Cancelled meanwhile, or the reader failed: the payment waits for another try or its cancellation.
      setStatus(read.error.message);
      setStep((now) => (now.kind === 'collecting' ? { kind: 'declined', payment } : now));
      return;
    }
    setStep({ kind: 'collected', payment, intent: read.paymentIntent });
    setStatus(
      t`Card read: •••• ${read.paymentIntent.last4 ?? ''}. Charge ${formatMoney(payment.amount, payment.currency, i18n.locale)}?`,
    );
  }

  /** After a decline: the same payment, another card. */
  async function retry(payment: TerminalPaymentView) {
    try {
      const c = await readerClient();
      const secret = await clientSecretStep(payment.id);
      if (!secret) return finish(payment);
      await collect(c, payment, secret);
    } catch (e) {
      showErrorAlert(t`Error processing payment`, e);
    }
  }

  async function charge(s: Extract<Step, { kind: 'collected' }>) {
    setStep({ kind: 'processing', payment: s.payment });
    try {
      const c = await readerClient();
      const done = await c.processPayment(s.intent);
      if (failed(done)) {
        // A decline: the payment waits for another card (the server records the decline on acceptance).
        await clientSecretStep(s.payment.id);
        showAlert('error', t`The card was declined`, done.error.decline_code ?? done.error.message);
        setStatus(t`The card was declined. Try another card or cancel the payment.`);
        setStep({ kind: 'declined', payment: s.payment });
        return;
      }
      const secret = await clientSecretStep(s.payment.id);
      if (secret) throw new Error(t`The payment is not complete`);
      finish(s.payment);
    } catch (e) {
      showErrorAlert(t`Error processing payment`, e);
      setStep({ kind: 'form' });
    }
  }

  function finish(payment: TerminalPaymentView) {
    const paid = formatMoney(payment.amount, payment.currency, i18n.locale);
    showAlert('success', t`Payment of ${paid} taken`, t`The receipt is e-mailed to ${receiptEmail}.`);
    setStatus(t`Payment of ${paid} taken.`);
    setStep({ kind: 'form' });
    setAmount('');
    setDescription('');
    props.onPaid();
  }

  async function cancel(payment: TerminalPaymentView) {
    try {
      const c = await readerClient();
      await c.cancelCollectPaymentMethod();
      await apiSend('DELETE', `/terminal/payment-intent/${encodeURIComponent(payment.id)}?orgId=${org}`);
      showAlert('success', t`Payment Cancelled`);
      setStatus(t`Payment Cancelled`);
    } catch (e) {
      showErrorAlert(t`Unable to cancel the payment`, e);
    }
    setStep({ kind: 'form' });
  }

  const busy = step.kind !== 'form';
  return (
    <Stack gap={3} as="section" aria-labelledby="take-payment-heading" data-testid="take-payment">
      <Heading as="h2" size="lg" id="take-payment-heading">
        <Trans>Take payment</Trans>
      </Heading>
      <HStack gap={3} wrap="wrap" align="end">
        <Field.Root required width="auto">
          <Field.Label>
            <Trans>Location</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto" disabled={busy}>
            <NativeSelect.Field
              value={locationId}
              onChange={(e) => {
                setLocationId(e.currentTarget.value);
                setReaders([]);
              }}
            >
              {props.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Reader</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto" disabled={busy}>
            <NativeSelect.Field value={readerId} onChange={(e) => setReaderId(e.currentTarget.value)}>
              {readers.length === 0 && <option value="">{t`Not discovered yet`}</option>}
              {readers.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label} ({r.serial_number})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          variant="outline"
          disabled={busy || !locationId}
          onClick={() => void discover().catch((e: unknown) => showErrorAlert(t`Unable to find readers`, e))}
        >
          <Trans>Discover readers</Trans>
        </Button>
      </HStack>
      <HStack gap={3} wrap="wrap" align="start">
        <Field.Root required invalid={!!issue('amount')} width="auto">
          <Field.Label>
            <Trans>Amount</Trans>
          </Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            disabled={busy}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          {issue('amount') && <Field.ErrorText>{issue('amount')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required width="auto">
          <Field.Label>
            <Trans>Currency</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto" disabled={busy}>
            <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
              {TERMINAL_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required width="auto">
          <Field.Label>
            <Trans>Category</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto" disabled={busy}>
            <NativeSelect.Field
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value as TerminalCategory)}
            >
              {TERMINAL_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(TERMINAL_CATEGORY_LABELS[c])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Field.Root required invalid={!!issue('description')}>
        <Field.Label>
          <Trans>Description</Trans>
        </Field.Label>
        <Input
          maxLength={255}
          value={description}
          disabled={busy}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {issue('description') && <Field.ErrorText>{issue('description')}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={!!issue('receiptEmail')}>
        <Field.Label>
          <Trans>Receipt e-mail</Trans>
        </Field.Label>
        <Input
          type="email"
          value={receiptEmail}
          disabled={busy}
          onChange={(e) => setReceiptEmail(e.currentTarget.value)}
        />
        {issue('receiptEmail') && <Field.ErrorText>{issue('receiptEmail')}</Field.ErrorText>}
      </Field.Root>
      {testMode && (
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Simulated card (test mode)</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto" disabled={busy}>
            <NativeSelect.Field
              value={card}
              onChange={(e) => setCard(e.currentTarget.value as SimulatedCardOption)}
            >
              {SIMULATED_CARD_OPTIONS.map((c) => (
                <option key={c} value={c}>
                  {i18n._(SIMULATED_CARD_LABELS[c])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            <Trans>
              An amount ending in 05 (for example 10.05) is declined too, as on Stripe's simulated reader.
            </Trans>
          </Field.HelperText>
        </Field.Root>
      )}
      <Text role="status" aria-live="polite" data-testid="terminal-status" minH={6}>
        {status}
      </Text>
      <HStack gap={3}>
        {step.kind === 'form' && (
          <Button colorPalette="brand" onClick={() => void start()} disabled={props.locations.length === 0}>
            <Trans>Take payment</Trans>
          </Button>
        )}
        {step.kind === 'collected' && (
          <Button colorPalette="brand" onClick={() => void charge(step)}>
            <Trans>Charge {formatMoney(step.payment.amount, step.payment.currency, i18n.locale)}</Trans>
          </Button>
        )}
        {step.kind === 'processing' && (
          <Button colorPalette="brand" loading disabled>
            <Trans>Processing</Trans>
          </Button>
        )}
        {step.kind === 'declined' && (
          <Button colorPalette="brand" onClick={() => void retry(step.payment)}>
            <Trans>Try another card</Trans>
          </Button>
        )}
        {(step.kind === 'collecting' || step.kind === 'collected' || step.kind === 'declined') && (
          <Button variant="outline" colorPalette="red" onClick={() => void cancel(step.payment)}>
            <Trans>Cancel payment</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
