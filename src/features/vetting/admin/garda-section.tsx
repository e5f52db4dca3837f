import { Button, Card, Field, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { VettingAssociation } from '../../../../domain/vetting/enums';
import { downloadFile } from '../../../api/download';
import { pathOf } from '../../../../domain/lib/contract';
import { vettingApi } from '../../../../domain/vetting/vetting.contract';
import { showAlert } from '../../../components/alerts';
import { showErrorAlert } from '../../../components/error-alert';
import { FilterSelect } from '../../../components/list-controls';
import { useServerAction } from '../../../components/use-server-action';
import { ASSOCIATION_LABELS } from '../vetting-labels';
import {
  readGardaUpload,
  sendGardaReferences,
  VETTING_FILE_NAME_HEADER,
  type GardaFileErrors,
} from './vetting-api';

/**
 * The Garda vetting officer's files (seed 3 §4, §5, §7): the applications awaiting their review as JSON (the
 * name from the Vetting-File-Name header), a reference template, and the upload of the filled-in reference
 * files (JSON, several at once). A refused upload lists its errors per file and row and keeps the selection,
 * so the files can be mended and sent again; nothing is moved until every row is right.
 */
export function GardaSection(props: { associations: VettingAssociation[]; onUploaded: () => void }) {
  const { t, i18n } = useLingui();
  const [association, setAssociation] = useState<VettingAssociation>(props.associations[0] ?? 'GAA');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<GardaFileErrors[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useServerAction();

  const download = (path: string, fallback: string) =>
    downloadFile(path, fallback, { nameHeader: VETTING_FILE_NAME_HEADER }).catch((e: unknown) =>
      showErrorAlert(t`The file could not be downloaded.`, e),
    );

  const upload = async () => {
    if (files.length === 0) {
      setErrors([]);
      return showAlert('error', t`Choose one or more Garda reference files (JSON).`);
    }
    await run(
      async () => {
        const answer = await sendGardaReferences(association, files);
        const outcome = readGardaUpload(
          answer.status,
          answer.body,
          files.map((f) => f.name),
        );
        // A 401, or an answer without errors to list: the generic alert, with the server's summary.
        if (outcome.kind === 'failed') throw answer.error;
        if (outcome.kind === 'rows') return setErrors(outcome.files);
        setErrors([]);
        setFiles([]);
        if (input.current) input.current.value = '';
        showAlert(
          'success',
          plural(outcome.count, {
            one: '# application moved to in review.',
            other: '# applications moved to in review.',
          }),
        );
        props.onUploaded();
      },
      t`The Garda reference files could not be uploaded.`,
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="garda-heading" data-testid="garda-section">
      <Card.Header>
        <Heading as="h2" size="md" id="garda-heading">
          <Trans>Garda vetting files</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <FilterSelect
            label={t`Association`}
            value={association}
            onChange={(a) => {
              setAssociation(a as VettingAssociation);
              setErrors([]);
            }}
            options={props.associations.map((a) => [a, i18n._(ASSOCIATION_LABELS[a])] as const)}
          />
          <HStack gap={3} wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              data-action="DOWNLOAD_GARDA_JSON"
              onClick={() =>
                void download(pathOf(vettingApi.gardaFile, { query: { association } }), 'export.json')
              }
            >
              <Trans>Download applications awaiting review</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-action="DOWNLOAD_GARDA_TEMPLATE"
              onClick={() =>
                void download(pathOf(vettingApi.gardaTemplate, { query: { association } }), 'export.json')
              }
            >
              <Trans>Download reference template</Trans>
            </Button>
          </HStack>
          <Field.Root>
            <Field.Label>
              <Trans>Garda reference files (JSON)</Trans>
            </Field.Label>
            <Input
              ref={input}
              type="file"
              accept=".json,application/json"
              multiple
              p={1}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
            <Field.HelperText>
              <Trans>
                Each file lists the applications' references with the Garda references the National Vetting
                Bureau gave them.
              </Trans>
            </Field.HelperText>
          </Field.Root>
          <HStack>
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              data-action="UPLOAD_GARDA"
              onClick={() => void upload()}
            >
              <Trans>Upload Garda references</Trans>
            </Button>
          </HStack>
          {errors.length > 0 && <UploadErrors files={errors} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UploadErrors({ files }: { files: GardaFileErrors[] }) {
  const { t } = useLingui();
  return (
    <Stack gap={2} role="alert" data-testid="garda-upload-errors">
      <Text fontWeight="semibold">
        <Trans>Nothing was uploaded: correct these rows and upload the files again.</Trans>
      </Text>
      {files.map((f) => (
        <Stack key={f.file} gap={1}>
          <Text fontWeight="semibold">{f.file}</Text>
          <List.Root ps={5}>
            {f.errors.map((e, i) => (
              <List.Item key={i}>
                {e.row === null
                  ? e.message
                  : e.field
                    ? t`Row ${e.row + 1}, ${e.field}: ${e.message}`
                    : t`Row ${e.row + 1}: ${e.message}`}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ))}
    </Stack>
  );
}
