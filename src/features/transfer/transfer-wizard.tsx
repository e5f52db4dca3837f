/**
 * A new player transfer application in four steps (seed 2 §2): application details, supporting
 * information, review, supporting documents — rendered from the form the server serves for the chosen type
 * (schema-fields.tsx) and checked by the same schema (`transferInputSchema`) before each step.
 *
 * Offline: every change is kept on the device (transfer-api.ts `keepDraft`), with the form itself, so the
 * wizard comes back after a reload or with no signal. Saving (review step) and submitting need the network:
 * offline, a message says so and nothing is lost. "Start over" discards the progress; deleting the saved
 * draft resets the wizard.
 */
import { Alert, Button, Heading, HStack, Stack, Badge, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { TRANSFER_ASSOCIATIONS } from '../../../domain/transfer/enums';
import {
  TRANSFER_SECTIONS,
  transferInputSchema,
  type TransferFormSchema,
  type TransferValues,
} from '../../../domain/transfer/form-schema';
import type { TransferApplicant } from '../../../domain/transfer/applicant';
import { SECTION_LABELS } from '../../../domain/transfer/labels';
import { apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import type { Club } from '../../components/club-picker';
import { showAlert } from '../../components/alerts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useServerAction } from '../../components/use-server-action';
import { SchemaFields } from './schema-fields';
import { OtherStepErrors, Review } from './transfer-review';
import {
  dropDraft,
  fetchApplicants,
  fetchSchema,
  fetchTypes,
  keepDraft,
  loadDraft,
  type LocalDraft,
  type TransferDoc,
} from './transfer-api';
import { TransferStartFields } from './transfer-start-fields';
import { TransferDocuments } from './transfer-documents';

type KeptDraft = LocalDraft;

const EMPTY: KeptDraft = {
  step: 0,
  serverId: null,
  association: '',
  originOrganizationId: '',
  originOrganizationName: '',
  additionalType: '',
  destinationName: '',
  values: {},
};

export function TransferWizard({ onDone }: { onDone: (doc: TransferDoc) => void }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const personId = session.person?.id ?? '';
  const [draft, setDraft] = useState<KeptDraft | null>(null);
  const [types, setTypes] = useState<string[]>([]);
  const [applicants, setApplicants] = useState<TransferApplicant[]>([]);
  const [offline, setOffline] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const action = useServerAction();
  // With no signal and no draft yet: the caller, with the clubs of their session.
  const offlineMe = useRef<TransferApplicant[]>([]);
  useEffect(() => {
    const me = session.person;
    offlineMe.current = [
      {
        personId,
        givenName: me?.givenName ?? '',
        familyName: me?.familyName ?? '',
        isMe: true,
        clubs: (me?.organizations ?? [])
          .filter((l) => l.status === 'ACTIVE' && l.organization.additionalType === 'Club')
          .map((l) => ({
            id: l.organization.id,
            name: l.organization.name,
            associations: [...TRANSFER_ASSOCIATIONS],
          })),
      },
    ];
  }, [personId, session.person]);

  const schemaRef = useRef<TransferFormSchema | undefined>(undefined);
  const stepRef = useRef(0);
  const form = useForm<TransferValues>({
    mode: 'onTouched',
    resolver: (values, ctx, opts) =>
      schemaRef.current
        ? valibotResolver(
            // The steps so far: a later step's empty fields do not hide this step's rules.
            transferInputSchema(
              schemaRef.current,
              undefined,
              TRANSFER_SECTIONS.slice(0, Math.min(stepRef.current, 2) + 1),
            ) as v.GenericSchema<TransferValues, TransferValues>,
          )(values, ctx, opts)
        : { values, errors: {} },
  });

  // The draft kept on this device comes back after a reload (or a lost signal); who the caller may apply
  // for is fetched afresh when there is signal, else taken from the draft (or just the caller).
  useEffect(() => {
    if (!personId) return;
    void loadDraft(personId).then(async (d) => {
      const kept = { ...EMPTY, personId, ...d };
      kept.applicants = await fetchApplicants().catch(() => kept.applicants ?? offlineMe.current);
      schemaRef.current = kept.schema;
      stepRef.current = kept.step;
      form.reset(kept.values);
      setApplicants(kept.applicants);
      setDraft(kept);
    });
  }, [personId, form]);

  const save = (next: Partial<KeptDraft>) => {
    if (!draft) return;
    const merged = { ...draft, ...next, values: { ...form.getValues(), ...(next.values ?? {}) } };
    stepRef.current = merged.step;
    setDraft(merged);
    void keepDraft(personId, merged);
  };
  // Every change is kept as it is typed.
  const typed = useWatch({ control: form.control });
  useEffect(() => {
    if (draft) void keepDraft(personId, { ...draft, values: typed as TransferValues });
  }, [typed, draft, personId]);

  useEffect(() => {
    if (!draft?.association || !draft.originOrganizationId || draft.schema) return;
    fetchTypes(draft.association, draft.originOrganizationId)
      .then((r) => setTypes(r.additionalTypes))
      .catch(() => setTypes([]));
  }, [draft?.association, draft?.originOrganizationId, draft?.schema]);

  const destination: Club | null = useMemo(() => {
    const id = draft?.values.destinationOrganizationId;
    return typeof id === 'string' && id ? { id, name: draft?.destinationName ?? '' } : null;
  }, [draft?.values.destinationOrganizationId, draft?.destinationName]);

  if (!draft) return null;
  const schema = draft.schema;
  const step = draft.step;

  const startOver = async () => {
    await dropDraft(personId);
    schemaRef.current = undefined;
    stepRef.current = 0;
    form.reset({});
    setTypes([]);
    setOffline(false);
    setDraft({ ...EMPTY, personId, applicants });
  };

  const pickType = (additionalType: string) =>
    action.run(
      async () => {
        const served = await fetchSchema(additionalType, draft.association, draft.originOrganizationId);
        schemaRef.current = served;
        const values = {
          ...form.getValues(),
          personId: draft.personId ?? personId,
          additionalType,
          association: draft.association,
          originOrganizationId: draft.originOrganizationId,
        };
        form.reset(values);
        save({ additionalType, schema: served, values });
      },
      t`Unable to find an eligible transfer type`,
    );

  const sectionFields = (i: number) =>
    (schema?.sections.find((s) => s.id === TRANSFER_SECTIONS[i])?.fields ?? []).filter(
      (f) => f.type !== 'FILE',
    );

  const next = async () => {
    const ok = await form.trigger(sectionFields(step).map((f) => f.name));
    if (ok) save({ step: step + 1 });
  };

  const saveOnServer = async () => {
    const ok = await form.trigger();
    if (!ok) {
      // A field of an earlier step may be the one at fault (it is not on this screen): go back to it.
      const bad = Object.keys(form.formState.errors);
      const at = [0, 1].find((i) => sectionFields(i).some((f) => bad.includes(f.name)));
      if (at !== undefined) {
        save({ step: at });
        showAlert('error', t`Check the highlighted fields before saving`);
      }
      return;
    }
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    const body = form.getValues();
    await action.run(
      async () => {
        const doc = draft.serverId
          ? await apiSend<TransferDoc>('PUT', `/player-transfer/${draft.serverId}`, body)
          : await apiSend<TransferDoc>('POST', '/player-transfer', body);
        save({ serverId: doc.id, step: 3 });
      },
      t`Unable to save data - please try again later`,
    );
  };

  const submit = async () => {
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    await action.run(
      async () => {
        const doc = await apiSend<TransferDoc>('PATCH', `/player-transfer/${draft.serverId}`, {
          action: 'SUBMIT',
        });
        await dropDraft(personId);
        onDone(doc);
      },
      t`Failed to submit the application`,
    );
  };

  const deleteServerDraft = async () => {
    await action.run(
      async () => {
        if (draft.serverId) await apiSend('DELETE', `/player-transfer/${draft.serverId}`);
        await startOver();
        setConfirmDelete(false);
      },
      t`Unable to save data - please try again later`,
    );
  };

  const bits = {
    register: form.register,
    control: form.control,
    setValue: form.setValue,
    errors: form.formState.errors,
    destination,
    onDestination: (c: Club | null) => save({ destinationName: c?.name ?? '' }),
  };

  return (
    <Stack gap={5} as="section" aria-labelledby="transfer-wizard-title">
      <Heading as="h2" size="md" id="transfer-wizard-title">
        {draft.serverId ? <Trans>Edit application</Trans> : <Trans>New application</Trans>}
      </Heading>
      <HStack as="ol" gap={4} wrap="wrap" listStyleType="none" aria-label={t`Steps`}>
        {TRANSFER_SECTIONS.map((s, i) => (
          <HStack as="li" key={s} gap={2} aria-current={i === step ? 'step' : undefined}>
            <Badge variant={i === step ? 'solid' : 'outline'} colorPalette={i < step ? 'green' : 'gray'}>
              {i + 1}
            </Badge>
            <Text fontWeight={i === step ? 'semibold' : 'normal'}>{i18n._(SECTION_LABELS[s])}</Text>
          </HStack>
        ))}
      </HStack>

      {offline && (
        <Alert.Root status="warning" data-testid="transfer-offline">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              You are offline. Your application is kept on this device: save and submit it when you are back
              online.
            </Trans>
          </Alert.Title>
        </Alert.Root>
      )}

      <OtherStepErrors
        errors={Object.entries(form.formState.errors)
          .filter(([name]) => !sectionFields(step).some((f) => f.name === name))
          .map(([name, e]) => [name, e?.message ?? ''] as const)}
      />
      {step === 0 && (
        <Stack gap={4}>
          <TransferStartFields
            draft={draft}
            applicants={applicants}
            types={types}
            onChange={save}
            onType={(ty) => void pickType(ty)}
          />
          {schema && <SchemaFields fields={sectionFields(0)} bits={bits} />}
        </Stack>
      )}
      {step === 1 && <SchemaFields fields={sectionFields(1)} bits={bits} />}
      {step === 2 && schema && (
        <Stack gap={4}>
          <Review schema={schema} values={form.getValues()} destinationName={draft.destinationName} />
          <SchemaFields fields={sectionFields(2)} bits={bits} />
        </Stack>
      )}
      {step === 3 && schema && draft.serverId && (
        <TransferDocuments transferId={draft.serverId} schema={schema} editable />
      )}

      <HStack gap={3} wrap="wrap">
        {step > 0 && step < 3 && (
          <Button variant="outline" onClick={() => save({ step: step - 1 })}>
            <Trans>Back</Trans>
          </Button>
        )}
        {step < 2 && (
          <Button onClick={() => void next()} disabled={!schema}>
            <Trans>Next</Trans>
          </Button>
        )}
        {step === 2 && (
          <Button onClick={() => void saveOnServer()} loading={action.busy}>
            <Trans>Save and add documents</Trans>
          </Button>
        )}
        {step === 3 && (
          <>
            <Button variant="outline" onClick={() => save({ step: 2 })}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={() => void submit()} loading={action.busy}>
              <Trans>Submit application</Trans>
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={() => void startOver()}>
          <Trans>Start over</Trans>
        </Button>
        {draft.serverId && (
          <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            <Trans>Delete application</Trans>
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete this application?`}
        body={t`The saved draft and its documents are deleted, and the form starts again.`}
        confirmLabel={t`Delete application`}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteServerDraft}
      />
    </Stack>
  );
}
