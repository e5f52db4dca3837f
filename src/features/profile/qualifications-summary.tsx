import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates';
import { CERTIFICATION_TYPES, type Certification } from '../../../domain/vetting/certification';
import { CERTIFICATION_TYPE_LABELS, useLabelText } from '../../components/certification-labels';
import { CertificationBadge } from '../../components/status-badge';
import { TableHead } from '../../components/table-head';

/** Printing the summary shows only the summary, on plain paper. */
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  .pairc-qualifications-print, .pairc-qualifications-print * { visibility: visible; }
  .pairc-qualifications-print { position: absolute; left: 0; top: 0; width: 100%; }
  .pairc-no-print { display: none !important; }
}`;

/**
 * The Qualifications Summary (seed 3 §2): the person's live qualifications by category. Its print version is
 * the same summary as a plain table with the person's name and the date, and a button that prints it.
 */
export function QualificationsSummary({
  certifications,
  personName,
  printing,
  onPrintView,
}: {
  certifications: Certification[];
  personName: string;
  printing: boolean;
  onPrintView: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const labelText = useLabelText();
  const byCategory = CERTIFICATION_TYPES.map((type) => ({
    type,
    items: certifications.filter((c) => c.type === type),
  })).filter((g) => g.items.length > 0);

  const heading = (
    <Heading as="h2" size="md">
      <Trans>Qualifications summary</Trans>
    </Heading>
  );

  if (printing) {
    return (
      <Stack gap={3} className="pairc-qualifications-print" data-testid="qualifications-print">
        <style>{PRINT_CSS}</style>
        {heading}
        <Text>
          <Trans>
            {personName}, on {formatDisplayDate(todayInDublin())}
          </Trans>
        </Text>
        <Table.Root size="sm" variant="outline">
          <TableHead
            titles={[t`Category`, t`Name`, t`Reference`, t`Awarding body or level`, t`Active until`]}
          />
          <Table.Body>
            {certifications.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{t(CERTIFICATION_TYPE_LABELS[c.type])}</Table.Cell>
                <Table.Cell>{c.name}</Table.Cell>
                <Table.Cell>{c.reference}</Table.Cell>
                <Table.Cell>{labelText(c)}</Table.Cell>
                <Table.Cell>{c.validTo ? formatDisplayDate(c.validTo) : t`No expiry`}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <HStack gap={2} className="pairc-no-print">
          <Button colorPalette="brand" size="sm" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onPrintView(false)}>
            <Trans>Back to qualifications</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap={3} data-testid="qualifications-summary">
      <HStack justify="space-between" wrap="wrap">
        {heading}
        <Button variant="outline" size="sm" onClick={() => onPrintView(true)}>
          <Trans>Print version</Trans>
        </Button>
      </HStack>
      {byCategory.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No current qualifications.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none">
          {byCategory.map((g) => (
            <Box as="li" key={g.type}>
              <Text fontWeight="semibold">{t(CERTIFICATION_TYPE_LABELS[g.type])}</Text>
              <Stack as="ul" gap={1} listStyleType="none" ps={3}>
                {g.items.map((c) => (
                  <HStack as="li" key={c.id} gap={2} wrap="wrap">
                    <Text>
                      {c.name} ({labelText(c)})
                    </Text>
                    <CertificationBadge status={c.status} />
                  </HStack>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
