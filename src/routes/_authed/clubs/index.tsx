import { createFileRoute } from '@tanstack/react-router';
import { ClubsPage } from '../../../features/membership/clubs-page';

export const Route = createFileRoute('/_authed/clubs/')({ component: ClubsPage });
