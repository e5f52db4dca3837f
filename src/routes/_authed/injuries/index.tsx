import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InjuriesPage } from '../../../features/injury/injuries-page';
import { injuryCatalog } from '../../../i18n/i18n';

const Search = v.object({ filter: v.optional(v.pipe(v.string(), v.maxLength(1000))) });

function InjuriesRoute() {
  const { filter } = Route.useSearch();
  return <InjuriesPage filter={filter} />;
}

export const Route = createFileRoute('/_authed/injuries/')({
  loader: injuryCatalog,
  validateSearch: (s) =>
    v.parse(Search, { filter: typeof s.filter === 'string' ? s.filter.slice(0, 1000) : undefined }),
  component: InjuriesRoute,
});
