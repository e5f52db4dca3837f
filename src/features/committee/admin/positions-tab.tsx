import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  CustomPositionInput,
  type CommitteeDoc,
  type CommitteePositionDoc,
} from '../../../../domain/committee/committee';
import { call } from '../../../api/call';
import { committeeApi } from '../../../../domain/committee/committee.contract';
import { showAlert } from '../../../components/alerts';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { POSITION_LABELS } from './committee-labels';

/**
 * The Positions tab: the executive positions by rank with their holders; a club admin assigns a member of the
 * club to a position (replacing its holder), leaves one open, and creates or deletes custom positions. Each
 * answer is the committee as it now stands.
 */
export function PositionsTab({ doc, onChange }: { doc: CommitteeDoc; onChange: (d: CommitteeDoc) => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const id = doc.organizationId;
  const title = usePositionTitle();
  const act = async (
    send: (idempotencyKey: string) => Promise<CommitteeDoc>,
    failure: string,
    success: string,
  ) => {
    const done = await run(() => send(crypto.randomUUID()), failure);
    if (done.ok) {
      onChange(done.value);
      showAlert('success', success);
    }
    return done.ok;
  };
  return (
    <Stack gap={6} pt={4}>
      <Table.Root size="sm" aria-label={t`Positions`}>
        <TableHead titles={[t`Rank`, t`Position`, t`Held by`, t`Actions`]} />
        <Table.Body>
          {doc.positions.map((p) => (
            <Table.Row key={p.id} data-testid="committee-position">
              <Table.Cell>{p.rank}</Table.Cell>
              <Table.Cell>{title(p)}</Table.Cell>
              <Table.Cell>
                {p.holderName ?? (
                  <Text as="span" color="fg.muted">
                    <Trans>Open</Trans>
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap={2}>
                  {p.personId && (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      aria-label={t`Unassign ${title(p)}`}
                      onClick={() =>
                        void act(
                          (idempotencyKey) =>
                            call(committeeApi.unassign, { params: { id, positionId: p.id }, idempotencyKey }),
                          t`Unable to unassign the position`,
                          t`Position unassigned`,
                        )
                      }
                    >
                      <Trans>Unassign</Trans>
                    </Button>
                  )}
                  {p.custom && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy}
                      aria-label={t`Delete ${title(p)}`}
                      onClick={() =>
                        void act(
                          (idempotencyKey) =>
                            call(committeeApi.deletePosition, {
                              params: { id, positionId: p.id },
                              idempotencyKey,
                            }),
                          t`Unable to delete the position`,
                          t`Position deleted`,
                        )
                      }
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <AssignForm
        doc={doc}
        busy={busy}
        onAssign={(positionId, personId) =>
          act(
            (idempotencyKey) =>
              call(committeeApi.assign, { params: { id, positionId }, body: { personId }, idempotencyKey }),
            t`Unable to assign the position`,
            t`Position assigned`,
          )
        }
      />
      <CustomForm
        busy={busy}
        onCreate={(name) =>
          act(
            (idempotencyKey) =>
              call(committeeApi.createPosition, { params: { id }, body: { title: name }, idempotencyKey }),
            t`Unable to create the position`,
            t`Position created`,
          )
        }
      />
    </Stack>
  );
}

function usePositionTitle() {
  const { i18n } = useLingui();
  return (p: CommitteePositionDoc) => {
    const label = p.name ? POSITION_LABELS[p.name] : undefined;
    return label ? i18n._(label) : p.title;
  };
}

function AssignForm({
  doc,
  busy,
  onAssign,
}: {
  doc: CommitteeDoc;
  busy: boolean;
  onAssign: (positionId: string, personId: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const title = usePositionTitle();
  const [positionId, setPositionId] = useState('');
  const [personId, setPersonId] = useState('');
  return (
    <Stack as="section" gap={3} aria-label={t`Assign a position`} maxW="2xl">
      <Text fontWeight="semibold">
        <Trans>Assign a member to a position</Trans>
      </Text>
      <Field.Root>
        <Field.Label>
          <Trans>Position</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={positionId} onChange={(e) => setPositionId(e.target.value)}>
            <option value="">—</option>
            {doc.positions.map((p) => (
              <option key={p.id} value={p.id}>
                {title(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <Trans>Member</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={personId} onChange={(e) => setPersonId(e.target.value)}>
            <option value="">—</option>
            {doc.members.map((m) => (
              <option key={m.personId} value={m.personId}>
                {m.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button
        alignSelf="start"
        colorPalette="brand"
        disabled={!positionId || !personId}
        loading={busy}
        onClick={() =>
          void onAssign(positionId, personId).then((ok) => {
            if (ok) {
              setPositionId('');
              setPersonId('');
            }
          })
        }
      >
        <Trans>Assign</Trans>
      </Button>
    </Stack>
  );
}

function CustomForm({ busy, onCreate }: { busy: boolean; onCreate: (title: string) => Promise<boolean> }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    const parsed = v.safeParse(CustomPositionInput, { title: value });
    if (!parsed.success) {
      setError(i18n._(parsed.issues[0].message));
      return;
    }
    setError(null);
    if (await onCreate(parsed.output.title)) setValue('');
  };
  return (
    <Stack as="section" gap={3} aria-label={t`Custom position`} maxW="2xl">
      <Field.Root invalid={error !== null}>
        <Field.Label>
          <Trans>New custom position</Trans>
        </Field.Label>
        <Input value={value} onChange={(e) => setValue(e.target.value)} maxLength={80} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button alignSelf="start" variant="outline" loading={busy} onClick={() => void create()}>
        <Trans>Create position</Trans>
      </Button>
    </Stack>
  );
}
