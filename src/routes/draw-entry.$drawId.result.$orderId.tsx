import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EntryResultPage } from '../features/draw/entry-result-page';
import { drawCatalog } from '../i18n/i18n';

const Search = v.object({ cancelled: v.optional(v.string()) });

/** Where the payments provider sends the payer back: success or "not completed". */
export const Route = createFileRoute('/draw-entry/$drawId/result/$orderId')({
  loader: drawCatalog,
  validateSearch: (s) =>
    v.parse(Search, { cancelled: typeof s.cancelled === 'string' ? s.cancelled : undefined }),
  component: function DrawEntryResultRoute() {
    const { drawId, orderId } = Route.useParams();
    const { cancelled } = Route.useSearch();
    return <EntryResultPage drawId={drawId} orderId={orderId} cancelled={cancelled === '1'} />;
  },
});
