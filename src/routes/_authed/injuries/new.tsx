import { createFileRoute } from '@tanstack/react-router';
import { NewInjuryPage } from '../../../features/injury/new-injury-page';
import { injuryCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/injuries/new')({
  loader: injuryCatalog,
  component: NewInjuryPage,
});
