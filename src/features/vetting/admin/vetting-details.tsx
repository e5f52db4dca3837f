import type { MessageDescriptor } from '@lingui/core';
import { Button, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import type { DocumentCategory } from '../../../../domain/vetting/enums';
import { downloadFile } from '../../../api/download';
import { AppDialog } from '../../../components/app-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { LoadState } from '../../../components/list-controls';
import { useCall } from '../../../api/use-call';
import { vettingApi } from '../../../../domain/vetting/vetting.contract';
import {
  ASSOCIATION_LABELS,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_SUBTYPE_LABELS,
  roleLabel,
  STATUS_LABELS,
  TYPE_LABELS,
  type DocumentSubType,
} from '../vetting-labels';
import { documentPath, nvbFileName, nvbPath, type VettingDetails } from './vetting-api';

/**
 * One application's details (GET /vetting/{id}): the applicant, role, club, dates, the three statuses, the
 * rejection or cancel reason, the findings only when the server's answer holds them, and the documents, each
 * downloaded with the token (the server answers them `no-store`; the service worker does not cache /api).
 */
export function VettingDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const state = useCall(vettingApi.get, id ? { params: { id } } : null);
  const d = state.status === 'ok' ? state.data : null;
  return (
    <AppDialog
      open={id !== null}
      onClose={onClose}
      title={d ? t`Application ${d.reference}` : t`Application`}
      testId="vetting-details"
    >
      {!d ? <LoadState state={state} /> : <Details d={d} />}
    </AppDialog>
  );
}

function Details({ d }: { d: VettingDetails }) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null | undefined) => (iso ? formatDisplayDate(iso) : '—');
  const a = d.applicant;
  const address = [a.addressLine1, a.addressLine2, a.town, a.county, a.postcode].filter(Boolean).join(', ');
  const save = (path: string, name: string) =>
    downloadFile(path, name, { locale: i18n.locale }).catch((e: unknown) =>
      showErrorAlert(t`The file could not be downloaded.`, e),
    );
  // A row whose value is null is left out (a reason, a reference or findings the application does not have).
  const rows: [string, ReactNode][] = [
    [t`Applicant`, `${a.givenName} ${a.familyName}`],
    [t`Date of birth`, date(a.birthDate)],
    [t`E-mail`, a.email],
    [t`Telephone`, a.phone],
    [t`Address`, address],
    [t`Club`, d.clubName],
    [t`Association`, i18n._(ASSOCIATION_LABELS[d.association])],
    [t`Type`, i18n._(TYPE_LABELS[d.type])],
    [t`Role`, roleLabel(d.role, i18n._.bind(i18n))],
    [t`Purpose`, d.purpose || null],
    [t`Applied on`, date(d.appliedOn)],
    [t`NVB1 form date`, d.nvb1Date ? date(d.nvb1Date) : null],
    [t`Access NI reference`, d.accessNiReference],
    [t`Garda reference`, d.gardaReference],
    [t`In-person review date`, date(d.inPersonReviewDate)],
    [t`Status`, i18n._(STATUS_LABELS[d.status])],
    [t`Authenticator status`, i18n._(STATUS_LABELS[d.authenticatorStatus])],
    [t`Governing agent status`, i18n._(STATUS_LABELS[d.governingAgentStatus])],
    [t`Parent or guardian`, d.guardian ? `${d.guardian.name} (${d.guardian.email})` : null],
    [t`Rejection reason`, d.rejectionReason],
    [t`Cancel reason`, d.cancelReason],
    [t`Findings`, typeof d.findings === 'boolean' ? (d.findings ? t`Findings` : t`No findings`) : null],
    [t`Completed on`, d.completedOn ? date(d.completedOn) : null],
  ];
  return (
    <Stack gap={4}>
      <DataList.Root orientation="horizontal" size="sm">
        {rows
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      <Stack gap={2} as="section" aria-labelledby="vetting-documents-heading">
        <Heading as="h3" size="sm" id="vetting-documents-heading">
          <Trans>Documents</Trans>
        </Heading>
        {d.documents.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No documents uploaded.</Trans>
          </Text>
        ) : (
          <List.Root gap={1} data-testid="vetting-documents">
            {d.documents.map((doc) => (
              <List.Item key={doc.id}>
                {categoryLabel(doc.category, doc.subType, i18n._.bind(i18n))}:{' '}
                <Button
                  variant="plain"
                  size="sm"
                  px={0}
                  textDecoration="underline"
                  data-document={doc.fileName}
                  onClick={() => void save(documentPath(d.id, doc.id), doc.fileName)}
                  aria-label={t`Download ${doc.fileName}`}
                >
                  {doc.fileName}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Stack direction="row" gap={2} wrap="wrap">
          {/* The NVB3 parental consent form only for an applicant with a parent or guardian. */}
          {(d.guardian ? (['NVB1', 'NVB3'] as const) : (['NVB1'] as const)).map((form) => (
            <Button
              key={form}
              size="sm"
              variant="outline"
              onClick={() => void save(nvbPath(d.id, form), nvbFileName(form, d.reference))}
            >
              {form === 'NVB1' ? (
                <Trans>Download NVB1 form (PDF)</Trans>
              ) : (
                <Trans>Download NVB3 form (PDF)</Trans>
              )}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

type Translate = (d: MessageDescriptor) => string;

function categoryLabel(category: string, subType: string, tr: Translate): string {
  const c = DOCUMENT_CATEGORY_LABELS[category as DocumentCategory];
  const s = DOCUMENT_SUBTYPE_LABELS[subType as DocumentSubType];
  if (!c) return subType;
  return s && tr(s) !== tr(c) ? `${tr(c)} (${tr(s)})` : tr(c);
}
