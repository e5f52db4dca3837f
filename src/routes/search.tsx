import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SearchPage } from '../features/search/search-page';

const Search = v.object({ query: v.optional(v.pipe(v.string(), v.maxLength(100))) });

export const Route = createFileRoute('/search')({
  validateSearch: (s) =>
    v.parse(Search, { query: typeof s.query === 'string' ? s.query.slice(0, 100) : undefined }),
  component: SearchPage,
});
