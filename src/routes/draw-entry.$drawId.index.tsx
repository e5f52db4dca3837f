import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EntryPage } from '../features/draw/entry-page';
import { drawCatalog } from '../i18n/i18n';

const Search = v.object({ club: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** Public draw entry (signed-out visitors may enter); the club's share link preselects `club`. */
export const Route = createFileRoute('/draw-entry/$drawId/')({
  loader: drawCatalog,
  validateSearch: (s) =>
    v.parse(Search, { club: typeof s.club === 'string' ? s.club.slice(0, 64) : undefined }),
  component: function DrawEntryRoute() {
    const { drawId } = Route.useParams();
    const { club } = Route.useSearch();
    return <EntryPage drawId={drawId} club={club} />;
  },
});
