/**
 * The card terminal's set-up (seed 3 §2 Card terminal screens): the club's locations (create, edit, remove,
 * the bbpos wisepos e splash screen) and its readers (register by the code the reader shows, rename, remove).
 * Each form is checked with the shared schema (domain/payment/terminal.ts) before it is sent; the server
 * checks it again. Success messages are the spec's (§8 Terminals).
 */
import { Button, Field, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  SPLASH_DEVICE,
  SPLASH_TYPES,
  TerminalLocationInput,
  TerminalReaderInput,
  TerminalReaderRename,
  type TerminalLocationView,
  type TerminalReaderView,
} from '../../../../domain/payment/terminal';
import { api, apiSend } from '../../../api/client';
import { accessToken } from '../../../auth/tokens';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction, FormDialog } from '../../../components/form-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';

type Issues = Record<string, string>;
const issuesOf = (r: v.SafeParseResult<v.GenericSchema>): Issues =>
  r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));

/** A labelled text field with its schema message under it. */
function TextField(props: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  issue?: string;
  maxLength?: number;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root required invalid={!!props.issue}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        value={props.value}
        maxLength={props.maxLength}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.issue && <Field.ErrorText>{i18n._(props.issue)}</Field.ErrorText>}
    </Field.Root>
  );
}

const EMPTY_LOCATION = { name: '', streetAddress: '', addressLocality: '', postalCode: '' };

function LocationDialog(props: {
  orgId: string;
  location: TerminalLocationView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const [form, setForm] = useState(props.location ?? EMPTY_LOCATION);
  const [issues, setIssues] = useState<Issues>({});
  const set = (k: keyof typeof EMPTY_LOCATION) => (value: string) => setForm((f) => ({ ...f, [k]: value }));
  const submit = async () => {
    const parsed = v.safeParse(TerminalLocationInput, form);
    setIssues(issuesOf(parsed));
    if (!parsed.success) return;
    const base = `/payment-account/${encodeURIComponent(props.orgId)}/terminal/location`;
    await run(
      async () => {
        if (props.location) {
          await apiSend('PUT', `${base}/${encodeURIComponent(props.location.id)}`, parsed.output);
          showAlert('success', t`Location Updated`);
        } else {
          await apiSend('POST', base, parsed.output, crypto.randomUUID());
          showAlert('success', t`Location Created`);
        }
        props.onDone();
      },
      t`Unable to save the location`,
    );
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="terminal-location-dialog"
      title={props.location ? <Trans>Edit location</Trans> : <Trans>New location</Trans>}
      formId="terminal-location-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await submit();
      }}
      submitLabel={<Trans>Save</Trans>}
    >
      <Stack gap={3}>
        <TextField label={<Trans>Name</Trans>} value={form.name} onChange={set('name')} issue={issues.name} />
        <TextField
          label={<Trans>Street address</Trans>}
          value={form.streetAddress}
          onChange={set('streetAddress')}
          issue={issues.streetAddress}
        />
        <TextField
          label={<Trans>Town or city</Trans>}
          value={form.addressLocality}
          onChange={set('addressLocality')}
          issue={issues.addressLocality}
        />
        <TextField
          label={<Trans>Postcode</Trans>}
          value={form.postalCode}
          onChange={set('postalCode')}
          issue={issues.postalCode}
        />
      </Stack>
    </FormDialog>
  );
}

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

/** The bbpos wisepos e splash screen of one location: the current one (if any) and an upload. */
function SplashDialog(props: { orgId: string; location: TerminalLocationView; onClose: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const file = useRef<HTMLInputElement>(null);
  const [version, setVersion] = useState(0);
  const [missing, setMissing] = useState(false);
  const path = `/terminal/location/${encodeURIComponent(props.location.id)}/terminal-reader-splash-screen/${SPLASH_DEVICE}?orgId=${encodeURIComponent(props.orgId)}`;
  const [preview, setPreview] = useState<string | null>(null);
  // The current splash screen, if any (a 404 is none).
  useEffect(() => {
    let live = true;
    void (async () => {
      const token = await accessToken();
      const res = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!live) return;
      if (res.ok) setPreview(URL.createObjectURL(await res.blob()));
      else setMissing(true);
    })().catch(() => live && setMissing(true));
    return () => {
      live = false;
    };
  }, [path]);
  const upload = () =>
    run(
      async () => {
        const chosen = file.current?.files?.[0];
        if (!chosen) throw new Error(t`Choose an image`);
        const form = new FormData();
        form.append('file', chosen);
        await api(path, { method: 'PUT', body: form });
        setPreview(URL.createObjectURL(chosen));
        setMissing(false);
        setVersion((n) => n + 1);
        showAlert('success', t`Splash Screen Updated`);
      },
      t`Unable to upload the splash screen`,
    );
  return (
    <AppDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="terminal-splash-dialog"
      title={<Trans>Splash screen of {props.location.name}</Trans>}
      footer={
        <CancelAndAction onCancel={props.onClose} busy={busy}>
          <Button colorPalette="brand" onClick={() => void upload()} loading={busy}>
            <Trans>Upload</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <Stack gap={3}>
        <Text>
          <Trans>
            Shown on the location's BBPOS WisePOS E readers when they are idle: one PNG, JPEG or GIF image of
            at most 2 MB.
          </Trans>
        </Text>
        {preview && <img src={preview} alt={t`The splash screen`} style={{ maxHeight: 160 }} key={version} />}
        {missing && !preview && (
          <Text color="fg.muted">
            <Trans>No splash screen yet.</Trans>
          </Text>
        )}
        <Field.Root>
          <Field.Label>
            <Trans>Image</Trans>
          </Field.Label>
          <Input ref={file} type="file" accept={SPLASH_TYPES.join(',')} p={1} />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

type Dialog =
  | { kind: 'location'; location: TerminalLocationView | null }
  | { kind: 'reader'; reader: TerminalReaderView | null }
  | { kind: 'splash'; location: TerminalLocationView }
  | null;

export function TerminalSetup(props: {
  orgId: string;
  locations: TerminalLocationView[];
  readers: TerminalReaderView[];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { run } = useServerAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const org = encodeURIComponent(props.orgId);
  const done = () => {
    setDialog(null);
    props.onChanged();
  };
  const removeLocation = (l: TerminalLocationView) =>
    run(
      async () => {
        await apiSend('DELETE', `/payment-account/${org}/terminal/location/${encodeURIComponent(l.id)}`);
        showAlert('success', t`Location Removed`);
        props.onChanged();
      },
      t`Unable to remove the location`,
    );
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
    <Stack gap={6}>
      <Stack gap={3} as="section" aria-labelledby="terminal-locations-heading">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="terminal-locations-heading">
            <Trans>Locations</Trans>
          </Heading>
          <Button size="sm" onClick={() => setDialog({ kind: 'location', location: null })}>
            <Trans>Add location</Trans>
          </Button>
        </HStack>
        <Table.Root size="sm">
          <TableHead titles={[t`Name`, t`Address`, t`Actions`]} />
          <Table.Body>
            {props.locations.map((l) => (
              <Table.Row key={l.id} data-testid="terminal-location">
                <Table.Cell>{l.name}</Table.Cell>
                <Table.Cell>
                  {l.streetAddress}, {l.addressLocality}, {l.postalCode}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2} wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'location', location: l })}
                    >
                      <Trans>Edit {l.name}</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'splash', location: l })}
                    >
                      <Trans>Splash screen of {l.name}</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void removeLocation(l)}
                    >
                      <Trans>Remove {l.name}</Trans>
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
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
      {dialog?.kind === 'location' && (
        <LocationDialog
          orgId={props.orgId}
          location={dialog.location}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'reader' && (
        <ReaderDialog
          orgId={props.orgId}
          locations={props.locations}
          reader={dialog.reader}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'splash' && (
        <SplashDialog orgId={props.orgId} location={dialog.location} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
