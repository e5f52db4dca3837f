import { createFileRoute } from '@tanstack/react-router';
import { EligibilityCheckPage } from '../../features/injuries/eligibility-check-page';

export const Route = createFileRoute('/_authed/injury-claim')({ component: EligibilityCheckPage });
