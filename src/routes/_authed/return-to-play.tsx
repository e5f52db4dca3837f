import { createFileRoute } from '@tanstack/react-router';
import { ReturnToPlayPage } from '../../features/health/return-to-play-page';

export const Route = createFileRoute('/_authed/return-to-play')({ component: ReturnToPlayPage });
