/**
 * The card terminal's set-up (seed 3 §2 Card terminal screens): the club's locations (create, edit, remove,
 * the bbpos wisepos e splash screen: terminal-locations.tsx) and its readers (register by the code the reader
 * shows, rename, remove: terminal-readers.tsx), one section each.
 */
import { Stack } from '@chakra-ui/react';
import type { TerminalLocationView, TerminalReaderView } from '../../../../domain/payment/terminal';
import { TerminalLocations } from './terminal-locations';
import { TerminalReaders } from './terminal-readers';

export function TerminalSetup(props: {
  orgId: string;
  locations: TerminalLocationView[];
  readers: TerminalReaderView[];
  onChanged: () => void;
}) {
  return (
    <Stack gap={6}>
      <TerminalLocations orgId={props.orgId} locations={props.locations} onChanged={props.onChanged} />
      <TerminalReaders
        orgId={props.orgId}
        locations={props.locations}
        readers={props.readers}
        onChanged={props.onChanged}
      />
    </Stack>
  );
}
