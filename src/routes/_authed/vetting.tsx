import { createFileRoute } from '@tanstack/react-router';
import { VettingPage } from '../../features/vetting/vetting-page';
import { adminCatalog } from '../../i18n/i18n';

/** `/vetting` (seed 3 §2): the member's own vetting application. */
export const Route = createFileRoute('/_authed/vetting')({ loader: adminCatalog, component: VettingPage });
