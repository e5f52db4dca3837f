import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/support/contact-page';
import { contactSearch } from '../../features/support/contact-queries';
import { adminCatalog } from '../../i18n/i18n';

function ContactRoute() {
  const { query } = Route.useSearch();
  return <ContactPage query={query} />;
}

/** /contact: the same contact page as /contact-form, inside the signed-in shell (seed 3 §2), with `?query=`. */
export const Route = createFileRoute('/_authed/contact')({
  loader: adminCatalog,
  validateSearch: contactSearch,
  component: ContactRoute,
});
