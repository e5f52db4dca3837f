import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/support/contact-page';
import { adminCatalog } from '../../i18n/i18n';

/** /contact: the same contact page as /contact-form, inside the signed-in shell (seed 3 §2). */
export const Route = createFileRoute('/_authed/contact')({
  loader: adminCatalog,
  component: () => <ContactPage />,
});
