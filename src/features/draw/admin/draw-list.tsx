import { Badge, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DrawStatus } from '../../../../domain/draw/enums';
import { useOnline } from '../../../lib/use-online';
import { useDraws } from './use-draw-admin';
import { TableHead } from '../../../components/table-head';

/**
 * The draws the signed-in user handles (seed 2 §2 Draws), ACTIVE or ARCHIVED, each opening the draw's admin
 * screen. Read from the server: offline it says so, and the paper sales above still work.
 */
export function DrawList() {
  const { t } = useLingui();
  const online = useOnline();
  const draws = useDraws();
  const [status, setStatus] = useState<DrawStatus>('ACTIVE');
  const shown = draws.status === 'ok' ? draws.data._embedded.draws.filter((d) => d.status === status) : [];
  return (
    <Stack gap={3} as="section" aria-labelledby="draw-admin-heading">
      <HStack>
        <Heading as="h2" size="md" id="draw-admin-heading">
          <Trans>Draw administration</Trans>
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Draw status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as DrawStatus)}
          >
            <option value="ACTIVE">{t`Active`}</option>
            <option value="ARCHIVED">{t`Archived`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {!online && draws.status !== 'ok' && (
        <Text color="fg.muted">
          <Trans>Draw administration needs signal.</Trans>
        </Text>
      )}
      {online && draws.status === 'error' && (
        <Text role="alert">
          <Trans>The draws could not be loaded.</Trans>
        </Text>
      )}
      {draws.status === 'ok' && shown.length === 0 && (
        <Text color="fg.muted">
          <Trans>No draws available.</Trans>
        </Text>
      )}
      {shown.length > 0 && (
        <Table.Root size="sm" data-testid="draw-list">
          <TableHead titles={[t`Draw`, t`Draw date`, t`Clubs`]} />
          <Table.Body>
            {shown.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell>
                  <Link to="/draws/$drawId" params={{ drawId: d.id }}>
                    {d.name}
                  </Link>{' '}
                  {d.admin && (
                    <Badge colorPalette="purple">
                      <Trans>You run this draw</Trans>
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{d.drawDate}</Table.Cell>
                <Table.Cell>{d.clubs.map((c) => c.name).join(', ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
