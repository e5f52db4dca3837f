import { createFileRoute } from '@tanstack/react-router';
import { GroupFormPage } from '../../../features/team/group-form-page';
import { adminCatalog } from '../../../i18n/i18n';

export const Route = createFileRoute('/_authed/teams/new')({
  loader: adminCatalog,
  component: GroupFormPage,
});
