import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DRAW_ERRORS } from '../../../../domain/draw/messages';
import { apiSend } from '../../../api/client';
import { useAlerts } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { clubPath, type DrawClub, type DrawSummary } from './use-draw-admin';

/** Declare the club's sold tickets (seed 2 §4): irreversible, so a confirm dialog says so first. */
export function DeclareCard(props: {
  draw: DrawSummary;
  club: DrawClub;
  locked: boolean;
  onDeclared: () => void;
}) {
  const { draw, club, locked, onDeclared } = props;
  const { t, i18n } = useLingui();
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  const declare = async () => {
    try {
      const out = await apiSend<{ soldTickets: number }>(
        'POST',
        `${clubPath(draw.id, club.organizationId)}/declare`,
      );
      alerts.success(t`Sold tickets declared: ${out.soldTickets}.`);
      setOpen(false);
      onDeclared();
    } catch (e) {
      showErrorAlert(i18n._(DRAW_ERRORS.declareFailed), e);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="declare-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="declare-heading">
          <Trans>Declare sold tickets</Trans>
        </Heading>
      </Card.Header>
      <Card.Body gap={3}>
        <Text>
          <Trans>
            When the club has finished selling, declare its sold tickets. After that no more tickets can be
            sold, edited or allocated for {club.name}.
          </Trans>
        </Text>
        <Button colorPalette="red" alignSelf="start" disabled={locked} onClick={() => setOpen(true)}>
          <Trans>Declare sold tickets</Trans>
        </Button>
      </Card.Body>
      <ConfirmDialog
        open={open}
        title={t`Declare sold tickets for ${club.name}?`}
        body={t`This cannot be undone: once declared, no more tickets can be sold, edited or allocated for this club.`}
        confirmLabel={t`Declare`}
        onConfirm={declare}
        onCancel={() => setOpen(false)}
      />
    </Card.Root>
  );
}
