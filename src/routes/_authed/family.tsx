import { createFileRoute } from '@tanstack/react-router';
import { FamilyPage } from '../../features/family/family-page';
import { adminCatalog } from '../../i18n/i18n';

export const Route = createFileRoute('/_authed/family')({ loader: adminCatalog, component: FamilyPage });
