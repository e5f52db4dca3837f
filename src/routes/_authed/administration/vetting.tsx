import { createFileRoute } from '@tanstack/react-router';
import { VettingAdminPage } from '../../../features/vetting/admin/vetting-admin-page';

/** Administration › vetting applications (seed 3 §2 "Admin vetting table with filters"). */
export const Route = createFileRoute('/_authed/administration/vetting')({ component: VettingAdminPage });
