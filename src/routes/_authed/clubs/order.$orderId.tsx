import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrderPage } from '../../../features/membership/order-page';
import { adminCatalog } from '../../../i18n/i18n';

const Search = v.object({ cancelled: v.optional(v.string()) });

/** Where the payments provider sends the payer back, and where a pay-later checkout lands. */
export const Route = createFileRoute('/_authed/clubs/order/$orderId')({
  loader: adminCatalog,
  validateSearch: (s) =>
    v.parse(Search, { cancelled: typeof s.cancelled === 'string' ? s.cancelled : undefined }),
  component: function OrderRoute() {
    const { orderId } = Route.useParams();
    const { cancelled } = Route.useSearch();
    return <OrderPage orderId={orderId} cancelled={cancelled === '1'} />;
  },
});
