import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The match official area (seed 2 §2): inbox, fixtures, fixture detail, referee report wizard. */
export const Route = createFileRoute('/_authed/match-official')({ component: Outlet });
