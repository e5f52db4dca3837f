import { Button, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MessageInbox } from '../../components/message-inbox';
import { SentMessages } from './sent-messages';

/** /messages: the inbox (the person's and their dependants' messages, from the device), what they sent, and "new message". */
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
      <Tabs.Root defaultValue="inbox" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="inbox">
            <Trans>Inbox</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="sent">
            <Trans>Sent</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="inbox">
          <MessageInbox />
        </Tabs.Content>
        <Tabs.Content value="sent">
          <SentMessages />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
