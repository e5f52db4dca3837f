import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '../../../domain/person/person';
import { AppDialog } from '../../components/app-dialog';

/** The card is 69 × 90 mm (64 × 84 on small screens); printing shows only the card, on a page its size. */
const LANYARD_CSS = `
.pairc-lanyard { width: 69mm; height: 90mm; box-sizing: border-box; }
@media (max-width: 600px) { .pairc-lanyard { width: 64mm; height: 84mm; } }
@media print {
  @page { size: 69mm 90mm; margin: 0; }
  body * { visibility: hidden; }
  .pairc-lanyard, .pairc-lanyard * { visibility: visible; }
  .pairc-lanyard { position: fixed; left: 0; top: 0; width: 69mm; height: 90mm; border: none; }
}`;

/** A printable lanyard: photo, name, Irish name, club and membership number. */
export function LanyardDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useLingui();
  const club = person.organizations?.find((o) => o.organization.additionalType === 'Club')?.organization.name;
  const irish = [person.alternateGivenName, person.alternateFamilyName].filter(Boolean).join(' ');
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t`Lanyard`}
      testId="lanyard"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </>
      }
    >
      <style>{LANYARD_CSS}</style>
      <Box
        className="pairc-lanyard"
        data-testid="lanyard-card"
        borderWidth="1px"
        borderRadius="md"
        p="4mm"
        mx="auto"
        bg="white"
        color="black"
      >
        <Stack align="center" gap="2mm" textAlign="center" h="full">
          <Text fontWeight="bold" fontSize="sm">
            Páirc
          </Text>
          {person.avatar ? (
            <Image src={person.avatar} alt="" width="30mm" height="30mm" borderRadius="full" />
          ) : (
            <Box width="30mm" height="30mm" borderRadius="full" bg="gray.200" aria-hidden />
          )}
          <Text fontWeight="bold" fontSize="lg" lineHeight="short">
            {person.givenName} {person.familyName}
          </Text>
          {irish && <Text fontSize="sm">{irish}</Text>}
          {club && <Text fontSize="sm">{club}</Text>}
          {person.membershipNumber?.primary && (
            <Text fontSize="xs">
              <Trans>Member no. {person.membershipNumber.primary}</Trans>
            </Text>
          )}
        </Stack>
      </Box>
    </AppDialog>
  );
}
