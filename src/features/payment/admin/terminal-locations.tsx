/**
 * The card terminal's locations (seed 3 §2 Card terminal screens): the club's list, with create, edit and remove,
 * and each location's bbpos wisepos e splash screen. The form is checked with the shared schema
 * (domain/payment/terminal.ts) before it is sent; the server checks it again. Success messages are the spec's
 * (§8 Terminals).
 */
import { Button, Field, HStack, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  SPLASH_DEVICE,
  SPLASH_TYPES,
  TerminalLocationInput,
  type TerminalLocationView,
} from '../../../../domain/payment/terminal';
import { api, apiSend } from '../../../api/client';
import { accessToken } from '../../../auth/tokens';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction, FormDialog } from '../../../components/form-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { issuesOf, TextField, type Issues } from './terminal-form-field';

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
  | { kind: 'splash'; location: TerminalLocationView }
  | null;

/** The locations section: the table, its actions and their dialogs. */
export function TerminalLocations(props: {
  orgId: string;
  locations: TerminalLocationView[];
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
  return (
    <>
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
      {dialog?.kind === 'location' && (
        <LocationDialog
          orgId={props.orgId}
          location={dialog.location}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.kind === 'splash' && (
        <SplashDialog orgId={props.orgId} location={dialog.location} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
