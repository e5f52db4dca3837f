import { createFileRoute } from '@tanstack/react-router';
import { RefereeFixturesPage } from '../../features/referee/fixtures-page';

export const Route = createFileRoute('/_authed/match-official')({ component: RefereeFixturesPage });
