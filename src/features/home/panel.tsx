import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dashboard panel: a labelled section with a heading and a list. */
export function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      p={4}
      gap={2}
      data-testid={id}
    >
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Stack as="ul" gap={1} listStyleType="none">
        {children}
      </Stack>
    </Stack>
  );
}
