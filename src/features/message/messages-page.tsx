import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MessageInbox } from '../../components/message-inbox';

/** /messages: the inbox (the person's and their dependants' messages, from the device) and "new message". */
export function MessagesPage() {
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Messages</Trans>
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/messages/new">
            <Trans>New message</Trans>
          </Link>
        </Button>
      </HStack>
      <MessageInbox />
    </Stack>
  );
}
