import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/support/contact-page';
import { contactSearch } from '../features/support/contact-queries';
import { adminCatalog } from '../i18n/i18n';

function ContactFormRoute() {
  const { query } = Route.useSearch();
  return <ContactPage query={query} />;
}

/** The support contact form, open to signed-out visitors; `?query=REPORT_ISSUE` (and others) preselects the query. */
export const Route = createFileRoute('/contact-form')({
  loader: adminCatalog,
  validateSearch: contactSearch,
  component: ContactFormRoute,
});
