import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { CSV_UPLOAD_COLUMNS } from '../../../../domain/draw/draw';
import { downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import { useServerAction } from '../../../components/use-server-action';
import { clubPath, uploadSales, type DrawClub, type DrawSummary, type UploadResult } from './use-draw-admin';
import { UploadResultView } from '../../../components/upload-result';

/** Bulk upload of paper sales from a CSV file, and the CSV export of the club's tickets. */
export function FilesCard(props: {
  draw: DrawSummary;
  club: DrawClub;
  locked: boolean;
  onUploaded: () => void;
}) {
  const { draw, club, locked, onUploaded } = props;
  const { t } = useLingui();
  const file = useRef<HTMLInputElement>(null);
  const { busy, run } = useServerAction();
  const [result, setResult] = useState<UploadResult | null>(null);
  const path = clubPath(draw.id, club.organizationId);

  const upload = async () => {
    const f = file.current?.files?.[0];
    if (!f) return;
    await run(
      async () => {
        setResult(await uploadSales(draw.id, club.organizationId, await f.text()));
        onUploaded();
      },
      t`The file could not be uploaded.`,
    );
  };
  const exportCsv = () =>
    downloadFile(`${path}/export.csv`, `tickets-${club.name}.csv`).catch((e: unknown) =>
      showErrorAlert(t`The export could not be downloaded.`, e),
    );

  return (
    <Card.Root as="section" aria-labelledby="files-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="files-heading">
          <Trans>Upload and export</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <Field.Root disabled={locked}>
            <Field.Label>
              <Trans>CSV file of paper sales</Trans>
            </Field.Label>
            <Input ref={file} type="file" accept=".csv,text/csv" p={1} />
            <Field.HelperText>
              <Trans>Columns: {CSV_UPLOAD_COLUMNS.join(', ')} (date as YYYY-MM-DD).</Trans>
            </Field.HelperText>
          </Field.Root>
          <HStack>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={locked}
              loading={busy}
              onClick={() => void upload()}
            >
              <Trans>Upload sales</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void exportCsv()}>
              <Trans>Export CSV</Trans>
            </Button>
          </HStack>
          {result && <UploadResultView result={result} />}
          {locked && (
            <Text color="fg.muted">
              <Trans>Sales are closed for this club.</Trans>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
