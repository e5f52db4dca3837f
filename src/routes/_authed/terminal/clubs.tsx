import { createFileRoute } from '@tanstack/react-router';
import { TerminalPage } from '../../../features/payment/admin/terminal-page';
import { adminCatalog } from '../../../i18n/i18n';

/** /terminal/clubs: the card reader area (seed 3 §2), for finance administrators with the TERMINAL feature. */
export const Route = createFileRoute('/_authed/terminal/clubs')({
  loader: adminCatalog,
  component: TerminalPage,
});
