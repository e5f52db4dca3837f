import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TitledPage } from '../../components/titled-page';

const Search = v.object({ filter: v.optional(v.pipe(v.string(), v.maxLength(1000))) });

function InjuriesPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Injuries`} />;
}

export const Route = createFileRoute('/_authed/injuries')({
  validateSearch: (s) =>
    v.parse(Search, { filter: typeof s.filter === 'string' ? s.filter.slice(0, 1000) : undefined }),
  component: InjuriesPage,
});
