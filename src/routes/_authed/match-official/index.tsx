import { createFileRoute } from '@tanstack/react-router';
import { MatchOfficialPage } from '../../../features/competition/match-official/match-official-page';

export const Route = createFileRoute('/_authed/match-official/')({ component: MatchOfficialPage });
