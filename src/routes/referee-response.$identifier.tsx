import { createFileRoute } from '@tanstack/react-router';
import { OfficialResponsePage } from '../features/official-response/official-response-page';
import { adminCatalog } from '../i18n/i18n';

function OfficialResponseRoute() {
  const { identifier } = Route.useParams();
  return <OfficialResponsePage identifier={identifier} />;
}

/** An appointed official's answer from the mailed link, signed out (seed 2 §7 "Referee response"). */
export const Route = createFileRoute('/referee-response/$identifier')({
  loader: adminCatalog,
  component: OfficialResponseRoute,
});
