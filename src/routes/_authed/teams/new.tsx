import { createFileRoute } from '@tanstack/react-router';
import { GroupFormPage } from '../../../features/team/group-form-page';

export const Route = createFileRoute('/_authed/teams/new')({ component: GroupFormPage });
