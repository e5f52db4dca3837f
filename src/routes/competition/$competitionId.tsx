import { createFileRoute } from '@tanstack/react-router';
import { CompetitionPage } from '../../features/competition/public/competition-page';

export const Route = createFileRoute('/competition/$competitionId')({ component: CompetitionPage });
