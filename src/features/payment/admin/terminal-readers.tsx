/**
 * The card terminal's readers (seed 3 §2 Card terminal screens, §5 Card reader): the club's list, with register
 * (by the code the reader shows), rename and remove. The form is checked with the shared schema
 * (domain/payment/terminal.ts) before it is sent; the server checks it again. Success messages are the spec's
 * (§8 Terminals).
 */
import { Button, Field, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  TerminalReaderInput,
  TerminalReaderRename,
  type TerminalLocationView,
  type TerminalReaderView,
} from '../../../../domain/payment/terminal';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { issuesOf, TextField, type Issues } from './terminal-form-field';

function ReaderDialog(props: {
  orgId: string;
  locations: TerminalLocationView[];
  reader: TerminalReaderView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const [name, setName] = useState(props.reader?.name ?? '');
  const [code, setCode] = useState('');
  const [locationId, setLocationId] = useState(props.reader?.locationId ?? props.locations[0]?.id ?? '');
  const [issues, setIssues] = useState<Issues>({});
  const submit = async () => {
    if (props.reader) {
      const parsed = v.safeParse(TerminalReaderRename, { name });
      setIssues(issuesOf(parsed));
      if (!parsed.success) return;
      await run(
        async () => {
          await apiSend(
            'PATCH',
            `/terminal/reader/${encodeURIComponent(props.reader!.id)}?orgId=${encodeURIComponent(props.orgId)}`,
            parsed.output,
          );
          showAlert('success', t`Reader Updated`);
          props.onDone();
        },
        t`Unable to save the reader`,
      );
      return;
    }
    const parsed = v.safeParse(TerminalReaderInput, {
      orgId: props.orgId,
      locationId,
      name,
      registrationCode: code,
    });
    setIssues(issuesOf(parsed));
    if (!parsed.success) return;
    await run(
      async () => {
        await apiSend('POST', '/terminal/reader', parsed.output, crypto.randomUUID());
        showAlert('success', t`Reader Created`);
        props.onDone();
      },
      t`Unable to register the reader`,
    );
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="terminal-reader-dialog"
      title={props.reader ? <Trans>Rename reader</Trans> : <Trans>Register reader</Trans>}
      formId="terminal-reader-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await submit();
      }}
      submitLabel={<Trans>Save</Trans>}
    >
      <Stack gap={3}>
        {!props.reader && (
          <Field.Root required>
            <Field.Label>
              <Trans>Location</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={locationId} onChange={(e) => setLocationId(e.currentTarget.value)}>
                {props.locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <TextField label={<Trans>Reader name</Trans>} value={name} onChange={setName} issue={issues.name} />
        {!props.reader && (
          <>
            <TextField
              label={<Trans>Registration code</Trans>}
              value={code}
              onChange={setCode}
              issue={issues.registrationCode}
            />
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                The reader shows its code under Settings, Generate pairing code. In test mode, simulated-wpe
                registers a simulated reader.
              </Trans>
            </Text>
          </>
        )}
      </Stack>
    </FormDialog>
  );
}

/** The readers section: the table, its actions and the register or rename dialog. */
export function TerminalReaders(props: {
  orgId: string;
  locations: TerminalLocationView[];
  readers: TerminalReaderView[];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { run } = useServerAction();
  const [dialog, setDialog] = useState<{ kind: 'reader'; reader: TerminalReaderView | null } | null>(null);
  const org = encodeURIComponent(props.orgId);
  const done = () => {
    setDialog(null);
    props.onChanged();
  };
  const removeReader = (r: TerminalReaderView) =>
    run(
      async () => {
        await apiSend('DELETE', `/terminal/reader/${encodeURIComponent(r.id)}?orgId=${org}`);
        showAlert('success', t`Location Reader Removed`);
        props.onChanged();
      },
      t`Unable to remove the reader`,
    );
  const locationName = (id: string) => props.locations.find((l) => l.id === id)?.name ?? '';
  return (
    <>
      <Stack gap={3} as="section" aria-labelledby="terminal-readers-heading">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="terminal-readers-heading">
            <Trans>Readers</Trans>
          </Heading>
          <Button
            size="sm"
            disabled={props.locations.length === 0}
            onClick={() => setDialog({ kind: 'reader', reader: null })}
          >
            <Trans>Register reader</Trans>
          </Button>
        </HStack>
        <Table.Root size="sm">
          <TableHead titles={[t`Name`, t`Location`, t`Device`, t`Serial number`, t`Actions`]} />
          <Table.Body>
            {props.readers.map((r) => (
              <Table.Row key={r.id} data-testid="terminal-reader">
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{locationName(r.locationId)}</Table.Cell>
                <Table.Cell>{r.deviceType}</Table.Cell>
                <Table.Cell>{r.serialNumber}</Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'reader', reader: r })}
                    >
                      <Trans>Rename {r.name}</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void removeReader(r)}
                    >
                      <Trans>Remove {r.name}</Trans>
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
      {dialog?.kind === 'reader' && (
        <ReaderDialog
          orgId={props.orgId}
          locations={props.locations}
          reader={dialog.reader}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </>
  );
}
