import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { InjuryForm } from './injury-form';

/** A new injury record; its id is made on the device, so it can be saved and edited with no signal. */
export function NewInjuryPage() {
  const navigate = useNavigate();
  const [id] = useState(() => uuidv7());
  return (
    <Stack gap={5} maxW="3xl">
      <ChakraLink asChild>
        <Link to="/injuries">
          <Trans>Back to injuries</Trans>
        </Link>
      </ChakraLink>
      <Heading as="h1" size="xl">
        <Trans>New injury record</Trans>
      </Heading>
      <InjuryForm
        id={id}
        onSaved={() => void navigate({ to: '/injuries/$injuryId', params: { injuryId: id } })}
      />
    </Stack>
  );
}
