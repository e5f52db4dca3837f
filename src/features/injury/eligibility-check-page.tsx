import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Field,
  Heading,
  HStack,
  Input,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type * as v from 'valibot';
import { PifCheckQuery, type PifCheckReport } from '../../../domain/injury/pif-eligibility';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { ApiError, apiGet } from '../../api/client';
import { useSession } from '../../auth/session';
import { ClubPicker, type Club } from '../../components/club-picker';
import { showErrorAlert } from '../../components/error-alert';
import { PIF_MESSAGES, PIF_REASON_MESSAGES } from '../../../domain/injury/messages';
import { MEMBERSHIP_STATUS_LABELS, PIF_INVOICE_STATUS_LABELS } from './injury-labels';

type FormValues = v.InferInput<typeof PifCheckQuery>;
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The result report: eligible or not, why, and the facts it was decided on. */
function Report({ report }: { report: PifCheckReport }) {
  const { t, i18n } = useLingui();
  const { membership, invoice, season } = report;
  return (
    <Card.Root data-testid="pif-report" aria-live="polite">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            <Trans>Eligibility report</Trans>
          </Heading>
          <Badge colorPalette={report.eligible ? 'green' : 'red'} size="lg">
            {report.eligible ? t`Eligible` : t`Not eligible`}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {report.reasons.length > 0 && (
            <Box>
              <Text fontWeight="semibold">
                <Trans>Why not</Trans>
              </Text>
              <List.Root ps={5}>
                {report.reasons.map((r) => (
                  <List.Item key={r.code}>{i18n._(PIF_REASON_MESSAGES[r.code])}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          <DataList.Root orientation="horizontal">
            <Row label={t`Person`}>
              {report.person.name} ({report.person.uniqueId})
            </Row>
            <Row label={t`Club`}>{report.club.name}</Row>
            <Row label={t`Injury date`}>{formatDisplayDate(report.injuryDate)}</Row>
            <Row label={t`Injury fund season`}>
              {season
                ? `${season.year}: ${formatDisplayDate(season.startDate)} – ${formatDisplayDate(season.endDate)}`
                : t`None`}
            </Row>
            <Row label={t`Membership`}>
              {membership
                ? `${membership.association} · ${i18n._(MEMBERSHIP_STATUS_LABELS[membership.membershipStatus])} · ${formatDisplayDate(membership.validFrom)} – ${formatDisplayDate(membership.validTo)}`
                : t`None`}
            </Row>
            {membership && (
              <Row label={t`Registered on`}>
                {membership.registeredOn ? formatDisplayDate(membership.registeredOn) : t`Not registered`}
              </Row>
            )}
            <Row label={t`Club's injury fund invoice`}>
              {invoice
                ? `${i18n._(PIF_INVOICE_STATUS_LABELS[invoice.status])}${invoice.paidDate ? ` · ${formatDisplayDate(invoice.paidDate)}` : ''}`
                : t`None`}
            </Row>
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /injury-claim: the injury fund eligibility check (seed 2 §2), for the PIF claim checker. */
export function EligibilityCheckPage() {
  const { t, i18n } = useLingui();
  const mayCheck = useSession().identity?.gaa_roles?.includes('pif_claim_checker') ?? false;
  const [club, setClub] = useState<Club | null>(null);
  const [report, setReport] = useState<PifCheckReport | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: valibotResolver(PifCheckQuery),
    mode: 'onTouched',
    defaultValues: { clubId: '', uniqueId: '', injuryDate: '' },
  });
  const errorOf = (name: FieldPath<FormValues>) => {
    const m = form.getFieldState(name, form.formState).error?.message;
    return m ? i18n._(m) : undefined;
  };
  const pick = (c: Club | null) => {
    setClub(c);
    form.setValue('clubId', c?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  };
  const onSubmit = form.handleSubmit(async (q) => {
    setReport(null);
    setNotFound(null);
    try {
      setReport(await apiGet<PifCheckReport>(`/external/pif/check?${new URLSearchParams(q).toString()}`));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        setNotFound(err.body?.message ?? i18n._(PIF_MESSAGES.unableToFindPerson));
      else showErrorAlert(t`The eligibility check failed.`, err);
    }
  });
  const title = (
    <Heading as="h1" size="2xl">
      <Trans>Injury fund eligibility check</Trans>
    </Heading>
  );
  if (!mayCheck)
    return (
      <Stack gap={3}>
        {title}
        <Text>
          <Trans>Only injury fund claim checkers can check eligibility.</Trans>
        </Text>
      </Stack>
    );
  return (
    <Stack gap={6} maxW="2xl">
      {title}
      <Text color="fg.muted">
        <Trans>
          Check whether a person was covered by the injury fund on the day of an injury: their membership with
          the club and the club&apos;s injury fund invoice for that season.
        </Trans>
      </Text>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap={4}>
          <ClubPicker value={club} onPick={pick} error={errorOf('clubId')} />
          <Field.Root invalid={Boolean(errorOf('uniqueId'))} required>
            <Field.Label>
              <Trans>Unique ID</Trans>
            </Field.Label>
            <Input inputMode="numeric" autoComplete="off" {...form.register('uniqueId')} />
            <Field.ErrorText>{errorOf('uniqueId')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('injuryDate'))} required>
            <Field.Label>
              <Trans>Injury date</Trans>
            </Field.Label>
            <Input type="date" {...form.register('injuryDate')} />
            <Field.ErrorText>{errorOf('injuryDate')}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Trans>Check eligibility</Trans>
            </Button>
          </Box>
        </Stack>
      </form>
      {notFound && (
        <Text role="alert" color="fg.error" data-testid="pif-not-found">
          {notFound}
        </Text>
      )}
      {report && <Report report={report} />}
    </Stack>
  );
}
