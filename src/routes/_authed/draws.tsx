import { createFileRoute } from '@tanstack/react-router';
import { DrawsPage } from '../../features/draws/draws-page';

/** The draw officer's paper sales, offline first (seed 2 §2 Draws). */
export const Route = createFileRoute('/_authed/draws')({ component: DrawsPage });
