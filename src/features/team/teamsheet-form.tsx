import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { TeamsheetQuery } from '../../../domain/team/group';
import { downloadFile } from '../../api/download';
import { showAlert } from '../../components/alerts';

const TEXT_FIELDS = ['opposition', 'competition', 'chairperson', 'secretary'] as const;

/**
 * Teamsheet options (seed 2 §3) and the downloads (teamsheet, contact info); medical details offered only
 * to those who may see them.
 */
export function TeamsheetForm({ groupId, medical }: { groupId: string; medical: boolean }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<string, string>>({
    includeDob: 'FALSE',
    officialTeamsheet: 'false',
    includePhotoConsent: 'false',
    includeMedical: 'false',
  });
  const [busy, setBusy] = useState(false);
  const parsed = v.safeParse(TeamsheetQuery, { fileFormat: 'PDF', ...values });
  const errorOf = (k: string) => {
    const issue = parsed.issues?.find((i) => i.path?.[0]?.key === k);
    return issue ? i18n._(issue.message) : undefined;
  };
  const labels = {
    opposition: t`Opposition`,
    competition: t`Competition`,
    chairperson: t`Chairperson`,
    secretary: t`Secretary`,
  };
  const set = (k: string, val: string) => setValues((s) => ({ ...s, [k]: val }));
  const flag = (k: string, label: string) => (
    <Checkbox.Root
      checked={values[k] === 'true'}
      onCheckedChange={(e) => set(k, e.checked === true ? 'true' : 'false')}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  /** Fetches a PDF with the bearer token and hands it to the browser as a download. */
  const downloadPdf = async (path: string, fileName: string) => {
    setBusy(true);
    try {
      await downloadFile(path, fileName, { locale: i18n.locale });
    } catch {
      showAlert(
        'error',
        t`Unable to generate the teamsheet or contact info. Please enable popups and try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  const download = () => {
    if (!parsed.success) return;
    const q = new URLSearchParams({ fileFormat: 'PDF', ...values });
    void downloadPdf(`/group/${groupId}/teamsheet?${q.toString()}`, 'teamsheet.pdf');
  };
  return (
    <Stack gap={3} maxW="xl">
      {TEXT_FIELDS.map((k) => (
        <Field.Root key={k} invalid={Boolean(errorOf(k))}>
          <Field.Label>{labels[k]}</Field.Label>
          <Input value={values[k] ?? ''} onChange={(e) => set(k, e.target.value)} />
          <Field.ErrorText>{errorOf(k)}</Field.ErrorText>
        </Field.Root>
      ))}
      <Field.Root invalid={Boolean(errorOf('date'))}>
        <Field.Label>
          <Trans>Date</Trans>
        </Field.Label>
        <Input type="date" value={values.date ?? ''} onChange={(e) => set('date', e.target.value)} />
        <Field.ErrorText>{errorOf('date')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <Trans>Include date of birth</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.includeDob} onChange={(e) => set('includeDob', e.target.value)}>
            <option value="FALSE">{t`No`}</option>
            <option value="TRUE">{t`Yes`}</option>
            <option value="YEAR_ONLY">{t`Year only`}</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <HStack wrap="wrap" gap={4}>
        {flag('officialTeamsheet', t`Official teamsheet`)}
        {flag('includePhotoConsent', t`Include photo consent`)}
        {medical && flag('includeMedical', t`Include medical details`)}
      </HStack>
      <HStack wrap="wrap">
        <Button onClick={download} loading={busy} disabled={!parsed.success}>
          <Trans>Download teamsheet (PDF)</Trans>
        </Button>
        <Button
          variant="outline"
          loading={busy}
          onClick={() =>
            void downloadPdf(`/group/${groupId}/group-contact-info?fileFormat=PDF`, 'contacts.pdf')
          }
        >
          <Trans>Download contact info (PDF)</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
