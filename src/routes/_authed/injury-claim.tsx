import { createFileRoute } from '@tanstack/react-router';
import { EligibilityCheckPage } from '../../features/injury/eligibility-check-page';
import { injuryCatalog } from '../../i18n/i18n';

export const Route = createFileRoute('/_authed/injury-claim')({
  loader: injuryCatalog,
  component: EligibilityCheckPage,
});
