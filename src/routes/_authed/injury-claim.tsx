import { createFileRoute } from '@tanstack/react-router';
import { EligibilityCheckPage } from '../../features/injury/eligibility-check-page';

export const Route = createFileRoute('/_authed/injury-claim')({ component: EligibilityCheckPage });
