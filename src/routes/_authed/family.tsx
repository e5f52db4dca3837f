import { createFileRoute } from '@tanstack/react-router';
import { FamilyPage } from '../../features/family/family-page';

export const Route = createFileRoute('/_authed/family')({ component: FamilyPage });
