import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Referee game management is in the signed-out route set (seed 1 §2): the page itself asks to sign in. */
export const Route = createFileRoute('/game-management')({ component: Outlet });
