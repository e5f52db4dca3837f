import { createFileRoute } from '@tanstack/react-router';
import { SurveysPage } from '../../features/survey/surveys-page';
import { adminCatalog } from '../../i18n/i18n';

/** Surveys (seed 3 §2): the club's Club Compas, risk assessment, insurance declaration and grants. */
export const Route = createFileRoute('/_authed/survey/')({ loader: adminCatalog, component: SurveysPage });
