/**
 * `/terminal/clubs` (seed 3 §2 "Card reader area, visible only when the terminal feature is on"): for a
 * finance administrator holding the TERMINAL feature, the card terminal of a club they hold FINANCE on —
 * take payment first, then its locations and readers. The server refuses everyone else on every call
 * (policy terminal.use).
 */
import { NativeSelect, Field, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TerminalLocationView, TerminalReaderView } from '../../../../domain/payment/terminal';
import { linkHoldsFinance, menuContextOf } from '../../../app/menu-rules';
import { useSession } from '../../../auth/session';
import { ListIntro, LoadState } from '../../../components/list-controls';
import { useApiGet } from '../../../lib/use-api-get';
import { TakePayment } from './terminal-take-payment';
import { TerminalSetup } from './terminal-setup';

type Config = { paymentsProvider: 'local' | 'stripe'; stripePublishableKey: string | null };

function ClubTerminal({ orgId }: { orgId: string }) {
  const org = encodeURIComponent(orgId);
  const config = useApiGet<Config>('/config');
  const locations = useApiGet<{ _embedded: { locations: TerminalLocationView[] } }>(
    `/payment-account/${org}/terminal/location`,
  );
  const readers = useApiGet<{ _embedded: { readers: TerminalReaderView[] } }>(
    `/terminal/reader?orgId=${org}`,
  );
  if (locations.status !== 'ok') return <LoadState state={locations} />;
  if (config.status !== 'ok') return <LoadState state={config} />;
  const list = locations.data._embedded.locations;
  const changed = () => {
    locations.reload();
    readers.reload();
  };
  return (
    <Stack gap={8}>
      <TakePayment key={orgId} orgId={orgId} locations={list} config={config.data} onPaid={() => undefined} />
      <TerminalSetup
        orgId={orgId}
        locations={list}
        readers={readers.status === 'ok' ? readers.data._embedded.readers : []}
        onChanged={changed}
      />
    </Stack>
  );
}

export function TerminalPage() {
  const session = useSession();
  const { t } = useLingui();
  const ctx = menuContextOf(session);
  const clubs = ctx.links.filter(linkHoldsFinance).map((l) => l.organization);
  const [orgId, setOrgId] = useState(clubs[0]?.id ?? '');
  if (!ctx.features.includes('TERMINAL') || clubs.length === 0)
    return (
      <Text role="alert">
        <Trans>
          The card reader is for a club's finance administrators with the card terminal switched on.
        </Trans>
      </Text>
    );
  return (
    <Stack gap={6}>
      <ListIntro title={<Trans>Card reader</Trans>}>
        <Trans>
          Take card payments in person on the club's readers. A payment enters the club's payment history and
          its receipt is e-mailed to the payer.
        </Trans>
      </ListIntro>
      {clubs.length > 1 && (
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Club</Trans>
          </Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field
              aria-label={t`Club`}
              value={orgId}
              onChange={(e) => setOrgId(e.currentTarget.value)}
            >
              {clubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <ClubTerminal key={orgId} orgId={orgId} />
    </Stack>
  );
}
