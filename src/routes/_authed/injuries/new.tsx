import { createFileRoute } from '@tanstack/react-router';
import { NewInjuryPage } from '../../../features/injury/new-injury-page';

export const Route = createFileRoute('/_authed/injuries/new')({ component: NewInjuryPage });
