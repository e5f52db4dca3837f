import { createFileRoute } from '@tanstack/react-router';
import { SurveysPage } from '../../features/survey/surveys-page';

/** Surveys (seed 3 §2): the club's Club Compas, risk assessment, insurance declaration and grants. */
export const Route = createFileRoute('/_authed/survey/')({ component: SurveysPage });
