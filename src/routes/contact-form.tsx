import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContactPage } from '../features/support/contact-page';
import { CONTACT_QUERIES } from '../features/support/contact-queries';
import { adminCatalog } from '../i18n/i18n';

const Query = v.picklist(CONTACT_QUERIES);

function ContactFormRoute() {
  const { query } = Route.useSearch();
  return <ContactPage query={query} />;
}

/** The support contact form, open to signed-out visitors; `?query=REPORT_ISSUE` preselects the query. */
export const Route = createFileRoute('/contact-form')({
  loader: adminCatalog,
  validateSearch: (s): { query?: v.InferOutput<typeof Query> } => {
    const query = v.safeParse(Query, s.query);
    return query.success ? { query: query.output } : {};
  },
  component: ContactFormRoute,
});
