import { createFileRoute } from '@tanstack/react-router';
import { ClubPage } from '../../features/search/club-page';

export const Route = createFileRoute('/organization/$identifier')({ component: ClubPage });
