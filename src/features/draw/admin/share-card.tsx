import { Button, Card, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadFile } from '../../../api/download';
import { useAlerts } from '../../../components/alerts';
import { showErrorAlert } from '../../../components/error-alert';
import { clubPath, type DrawClub, type DrawSummary } from './use-draw-admin';

/** The club's online sales (seed 2 §2): the share link to copy and its QR code as a PNG. */
export function ShareCard({ draw, club }: { draw: DrawSummary; club: DrawClub }) {
  const { t } = useLingui();
  const alerts = useAlerts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(club.shareLink);
      alerts.success(t`Link copied.`);
    } catch {
      alerts.error(t`The link could not be copied: select it and copy it by hand.`);
    }
  };
  const qr = () =>
    downloadFile(`${clubPath(draw.id, club.organizationId)}/qr.png`, `draw-qr-${club.name}.png`).catch(
      (e: unknown) => showErrorAlert(t`The QR code could not be downloaded.`, e),
    );
  return (
    <Card.Root as="section" aria-labelledby="share-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="share-heading">
          <Trans>Online sales</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <Field.Root>
            <Field.Label>
              <Trans>Share link</Trans>
            </Field.Label>
            <Input readOnly value={club.shareLink} onFocus={(e) => e.target.select()} />
          </Field.Root>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              <Trans>Copy link</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void qr()}>
              <Trans>Download QR code (PNG)</Trans>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
