/**
 * The payment customers search shared by the Accounts and Payout freeze tabs (seed 3 §2 "Super admin"):
 * organisations by name (at most 50; clubs with a payment account first) with their cash balances and whether
 * their payouts are frozen, from `GET /api/super-admin/payment-customer?search=`.
 */
import { HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { PaymentCustomerView } from '../../../../domain/super-admin/accounts';
import { LoadState, SearchField } from '../../../components/list-controls';
import { useApiGet } from '../../../lib/use-api-get';

type CustomerList = { _embedded: { customers: PaymentCustomerView[] } };

export function PaymentCustomers(props: {
  children: (customers: PaymentCustomerView[], reload: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const list = useApiGet<CustomerList>(`/super-admin/payment-customer?search=${encodeURIComponent(search)}`);
  return (
    <Stack gap={3}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
        }}
      >
        <HStack align="end" gap={2}>
          <SearchField label={t`Organisation name`} value={text} onChange={setText} />
        </HStack>
      </form>
      <LoadState state={list} />
      {list.status === 'ok' && props.children(list.data._embedded.customers, list.reload)}
    </Stack>
  );
}
