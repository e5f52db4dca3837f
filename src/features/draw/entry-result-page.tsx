import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePublic } from './use-public';
import { Loading } from '../../components/loading';

interface OrderState {
  status: 'PENDING_PAYMENT' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';
  tickets: { number: number; status: string }[];
}

/**
 * The checkout's result page: tickets are issued only when the payment event has reached the server, so a
 * pending order is polled for a short while after the provider sends the payer back.
 */
export function EntryResultPage({
  drawId,
  orderId,
  cancelled,
}: {
  drawId: string;
  orderId: string;
  cancelled: boolean;
}) {
  const order = usePublic<OrderState>(`/draw-entry/order/${encodeURIComponent(orderId)}`, !cancelled);
  if (order.state === 'loading') return <Loading />;
  const data = order.state === 'ok' ? order.data : null;
  const status = data?.status;
  const done = status === 'PAID';
  const failed = !data || status === 'FAILED' || status === 'EXPIRED' || (cancelled && status !== 'PAID');
  return (
    <Stack gap={4} maxW="lg" mx="auto" p={6}>
      {done && (
        <>
          <Heading as="h1" size="xl">
            <Trans>Thank you: your entry is complete</Trans>
          </Heading>
          <Text data-testid="entry-tickets">
            <Trans>Your ticket numbers: {data!.tickets.map((x) => x.number).join(', ')}</Trans>
          </Text>
        </>
      )}
      {failed && (
        <>
          <Heading as="h1" size="xl">
            <Trans>Your entry has not been completed</Trans>
          </Heading>
          <Text>
            <Trans>No charge was made. You can try again.</Trans>
          </Text>
        </>
      )}
      {!done && !failed && (
        <Text role="status">
          <Trans>Waiting for the payment to be confirmed…</Trans>
        </Text>
      )}
      <ChakraLink asChild>
        <Link to="/draw-entry/$drawId" params={{ drawId }}>
          <Trans>Back to the draw</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  );
}
