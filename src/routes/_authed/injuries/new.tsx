import { createFileRoute } from '@tanstack/react-router';
import { NewInjuryPage } from '../../../features/injury/new-injury-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/injuries/new')({
  loader: adminCatalog,
  component: NewInjuryPage,
});
