/**
 * Display names of the linked-account enumerations (domain/linked-account), and an account's cells, for the
 * profile's tab and the admin's screens.
 */
import { Table } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  LinkedAccount,
  LinkedAccountAuditEvent,
  LinkedAccountRelationship,
  LinkedAccountType,
} from '../../domain/linked-account/linked-account';

export const LINKED_ACCOUNT_TYPE_LABELS: Record<LinkedAccountType, MessageDescriptor> = {
  FOIREANN: msg`Foireann (GAA registration)`,
  LGFA: msg`Ladies Gaelic Football registration`,
  CAMOGIE: msg`Camogie registration`,
  HANDBALL: msg`GAA Handball`,
  ROUNDERS: msg`GAA Rounders`,
  CLUB_APP: msg`Club app`,
  OTHER: msg`Other system`,
};

export const LINKED_ACCOUNT_RELATIONSHIP_LABELS: Record<LinkedAccountRelationship, MessageDescriptor> = {
  PRIMARY: msg`Own account`,
  DEPENDENT: msg`A dependant's account`,
  GUARDIAN: msg`A parent's or guardian's account`,
  OTHER: msg`Other`,
};

export const LINKED_ACCOUNT_EVENT_LABELS: Record<LinkedAccountAuditEvent, MessageDescriptor> = {
  LINKED: msg`Linked`,
  CHANGED: msg`Changed`,
  REMOVED: msg`Removed by the person`,
  UNLINKED: msg`Unlinked by an administrator`,
};

/** The column titles of a linked account's four cells (LinkedAccountCells), in the same order. */
export function useLinkedAccountTitles(): string[] {
  const { t } = useLingui();
  return [t`System`, t`Identifier`, t`Name on the account`, t`Whose account`];
}

/** A linked account's system, identifier, name and relationship as four table cells. */
export function LinkedAccountCells({ account }: { account: LinkedAccount }) {
  const { t } = useLingui();
  return (
    <>
      <Table.Cell>{t(LINKED_ACCOUNT_TYPE_LABELS[account.type])}</Table.Cell>
      <Table.Cell>{account.identifier}</Table.Cell>
      <Table.Cell>{account.name}</Table.Cell>
      <Table.Cell>{t(LINKED_ACCOUNT_RELATIONSHIP_LABELS[account.relationship])}</Table.Cell>
    </>
  );
}
