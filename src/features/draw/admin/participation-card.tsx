import { Badge, Button, Card, Heading, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DRAW_ERRORS } from '../../../../domain/draw/messages';
import { apiSend } from '../../../api/client';
import { showErrorAlert } from '../../../components/error-alert';
import type { DrawClub, DrawSummary } from './use-draw-admin';
import { TableHead } from '../../../components/table-head';

/**
 * The clubs taking part (draw organisation ENABLED) or withdrawn (DELETED), each with a toggle. A club that
 * has declared cannot change; a withdrawn club takes no online entries.
 */
export function ParticipationCard({ draw, onDone }: { draw: DrawSummary; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (c: DrawClub) => {
    setBusy(c.organizationId);
    try {
      await apiSend('PUT', `/draw/${encodeURIComponent(draw.id)}/participation`, {
        organizationId: c.organizationId,
        status: c.status === 'ENABLED' ? 'DELETED' : 'ENABLED',
      });
      onDone();
    } catch (e) {
      showErrorAlert(i18n._(DRAW_ERRORS.organization), e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="participation-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="participation-heading">
          <Trans>Clubs taking part</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {draw.clubs.length === 0 ? (
          <Text>
            <Trans>Allocate tickets to a club to add it to the draw.</Trans>
          </Text>
        ) : (
          <Table.Root size="sm" data-testid="participation">
            <TableHead titles={[t`Club`, t`Status`, t`Action`]} />
            <Table.Body>
              {draw.clubs.map((c) => (
                <Table.Row key={c.organizationId} data-status={c.status}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={c.status === 'ENABLED' ? 'green' : 'gray'}>
                      {c.status === 'ENABLED' ? t`Enabled` : t`Withdrawn`}
                    </Badge>{' '}
                    {c.declaredAt && (
                      <Badge colorPalette="blue">
                        <Trans>Declared</Trans>
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={c.declaredAt !== null || busy !== null}
                      loading={busy === c.organizationId}
                      onClick={() => void toggle(c)}
                      aria-label={c.status === 'ENABLED' ? t`Withdraw ${c.name}` : t`Enable ${c.name}`}
                    >
                      {c.status === 'ENABLED' ? t`Withdraw` : t`Enable`}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
