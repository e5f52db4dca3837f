import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates';
import { LIVE_STATUSES, vettingStanding, type Certification } from '../../../domain/vetting/certification';
import { call } from '../../api/call';
import { openFile } from '../../api/download';
import { useCall } from '../../api/use-call';
import { pathOf } from '../../../domain/lib/contract';
import { certificationApi } from '../../../domain/vetting/certification.contract';
import { showAlert } from '../../components/alerts';
import { CERTIFICATION_TYPE_LABELS, useLabelText } from '../../components/certification-labels';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showErrorAlert } from '../../components/error-alert';
import { CertificationBadge, VettingBadge } from '../../components/status-badge';
import { TableHead } from '../../components/table-head';
import { CertificationDialog } from './certification-dialog';
import { QualificationsSummary } from './qualifications-summary';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

/**
 * The profile's "Qualifications and vetting" tab (seed 3 §2 Vetting screens): the vetting standing, the
 * Qualifications Summary with its print version, and the certifications list with add, delete and download.
 */
export function QualificationsTab({ personId, personName }: { personId: string; personName: string }) {
  const { t } = useLingui();
  const labelText = useLabelText();
  const list = useCall(certificationApi.list, { query: { filter: `personId:${personId}`, size: 100 } });
  const [adding, setAdding] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [deleting, setDeleting] = useState<Certification | null>(null);

  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={list.error} />
      </Text>
    );
  }
  const rows = list.data._embedded.certifications;
  const { mayManage } = list.data;
  const live = rows.filter((c) => LIVE_STATUSES.includes(c.status));
  const summary = (
    <QualificationsSummary
      certifications={live}
      personName={personName}
      printing={printing}
      onPrintView={setPrinting}
    />
  );
  if (printing) return summary;

  async function remove(c: Certification) {
    try {
      await call(certificationApi.delete, { params: { id: c.id } });
    } catch (err) {
      showErrorAlert(t`Unable to delete certification`, err);
      return;
    }
    showAlert('success', t`Successfully deleted Certification`);
    setDeleting(null);
    list.reload();
  }

  async function download(c: Certification) {
    try {
      await openFile(pathOf(certificationApi.certificate, { params: { id: c.id } }));
    } catch (err) {
      showErrorAlert(t`Unable to open the certificate`, err);
    }
  }

  return (
    <Stack gap={6}>
      <HStack gap={3} wrap="wrap">
        <Text fontWeight="semibold">
          <Trans>Vetting:</Trans>
        </Text>
        <VettingBadge standing={vettingStanding(rows, todayInDublin())} />
      </HStack>
      {summary}
      <Stack gap={3}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            <Trans>Certifications</Trans>
          </Heading>
          {mayManage && (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              <Trans>Add qualification</Trans>
            </Button>
          )}
        </HStack>
        {rows.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No qualifications recorded yet.</Trans>
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="certifications">
              <TableHead
                titles={[
                  t`Category`,
                  t`Name`,
                  t`Reference`,
                  t`Awarding body or level`,
                  t`Valid from`,
                  t`Active until`,
                  t`Status`,
                  t`Actions`,
                ]}
              />
              <Table.Body>
                {rows.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{t(CERTIFICATION_TYPE_LABELS[c.type])}</Table.Cell>
                    <Table.Cell>{c.name}</Table.Cell>
                    <Table.Cell>{c.reference}</Table.Cell>
                    <Table.Cell>{labelText(c)}</Table.Cell>
                    <Table.Cell>{formatDisplayDate(c.validFrom)}</Table.Cell>
                    <Table.Cell>{c.validTo ? formatDisplayDate(c.validTo) : '—'}</Table.Cell>
                    <Table.Cell>
                      <CertificationBadge status={c.status} />
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={2}>
                        {c.certificate && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={t`Download the certificate of ${c.name}`}
                            onClick={() => void download(c)}
                          >
                            <Trans>Download</Trans>
                          </Button>
                        )}
                        {mayManage && c.type !== 'VETTING' && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t`Delete ${c.name}`}
                            onClick={() => setDeleting(c)}
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
          </Box>
        )}
      </Stack>
      {adding && (
        <CertificationDialog personId={personId} onClose={() => setAdding(false)} onCreated={list.reload} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete certification`}
        body={t`Delete ${deleting?.name ?? ''}? It will no longer count as a qualification.`}
        confirmLabel={t`Delete`}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
