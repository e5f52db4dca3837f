import { createFileRoute } from '@tanstack/react-router';
import { AdministrationPage } from '../../../features/organization/administration-page';
import { adminCatalog } from '../../../i18n/i18n';

/** Administration (seed 3 §2 `/administration/clubs`): the overview of the organisations one administers. */
export const Route = createFileRoute('/_authed/administration/clubs')({
  loader: adminCatalog,
  component: AdministrationPage,
});
