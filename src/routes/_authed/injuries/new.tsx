import { createFileRoute } from '@tanstack/react-router';
import { NewInjuryPage } from '../../../features/injuries/new-injury-page';

export const Route = createFileRoute('/_authed/injuries/new')({ component: NewInjuryPage });
