/**
 * The wizard's first questions, before the served form of a type exists: who the application is for (me or
 * a dependant: GET /assets/player-transfer/applicants), the association, the club the player leaves (one of
 * the chosen player's own clubs that plays it) and the transfer type. Once the type's form is served they are
 * fixed: "Start over" changes them.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TRANSFER_ASSOCIATIONS, type TransferType } from '../../../domain/transfer/enums';
import { TRANSFER_TYPE_LABELS } from '../../../domain/transfer/labels';
import type { TransferApplicant } from '../../../domain/transfer/applicant';
import type { LocalDraft } from './transfer-api';

function Pick({
  label,
  value,
  disabled,
  options,
  onChange,
}: {
  label: ReactNode;
  value: string;
  disabled: boolean;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">—</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function TransferStartFields({
  draft,
  applicants,
  types,
  onChange,
  onType,
}: {
  draft: LocalDraft;
  applicants: TransferApplicant[];
  /** The types the association's applicant may pick at the club (empty until both are chosen). */
  types: string[];
  onChange: (next: Partial<LocalDraft>) => void;
  onType: (additionalType: string) => void;
}) {
  const { t, i18n } = useLingui();
  const fixed = Boolean(draft.schema);
  const player = applicants.find((a) => a.personId === draft.personId);
  const clubs = (player?.clubs ?? []).filter(
    (c) => !draft.association || c.associations.includes(draft.association),
  );
  return (
    <>
      <Pick
        label={<Trans>Who is the application for?</Trans>}
        value={draft.personId ?? ''}
        disabled={fixed}
        options={applicants.map(
          (a) =>
            [
              a.personId,
              a.isMe ? t`Me (${a.givenName} ${a.familyName})` : `${a.givenName} ${a.familyName}`,
            ] as const,
        )}
        onChange={(personId) => onChange({ personId, originOrganizationId: '', originOrganizationName: '' })}
      />
      <Pick
        label={<Trans>Association</Trans>}
        value={draft.association}
        disabled={fixed}
        options={TRANSFER_ASSOCIATIONS.map((a) => [a, a] as const)}
        onChange={(association) =>
          onChange({ association, originOrganizationId: '', originOrganizationName: '' })
        }
      />
      <Pick
        label={<Trans>Leaving club</Trans>}
        value={draft.originOrganizationId}
        disabled={fixed}
        options={
          fixed
            ? [[draft.originOrganizationId, draft.originOrganizationName] as const]
            : clubs.map((c) => [c.id, c.name] as const)
        }
        onChange={(id) =>
          onChange({
            originOrganizationId: id,
            originOrganizationName: clubs.find((c) => c.id === id)?.name ?? '',
          })
        }
      />
      <Pick
        label={<Trans>Transfer type</Trans>}
        value={draft.additionalType}
        disabled={fixed || types.length === 0}
        options={(fixed ? [draft.additionalType] : types).map(
          (ty) => [ty, i18n._(TRANSFER_TYPE_LABELS[ty as TransferType])] as const,
        )}
        onChange={onType}
      />
    </>
  );
}
