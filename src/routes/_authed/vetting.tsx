import { createFileRoute } from '@tanstack/react-router';
import { VettingPage } from '../../features/vetting/vetting-page';

/** `/vetting` (seed 3 §2): the member's own vetting application. */
export const Route = createFileRoute('/_authed/vetting')({ component: VettingPage });
