import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { WIZARD_STEPS } from '../../../features/competition/admin/search-params';
import { WizardPage } from '../../../features/competition/admin/wizard/wizard-page';
import { adminCatalog } from '../../../i18n/i18n';

const Search = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WIZARD_STEPS))),
});

function WizardRoute() {
  const { id, step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WizardPage
      key={id ?? 'new'}
      competitionId={id}
      step={id ? (step ?? 1) : 1}
      onStep={(next, nextId) => void navigate({ search: { id: nextId ?? id, step: next } })}
    />
  );
}

/**
 * The competition wizard (seed 2 §2, 5 steps). Step 1 creates the draft on the server, so `?id=&step=`
 * resume it after a reload.
 */
export const Route = createFileRoute('/_authed/competitions/organizations/wizard')({
  loader: adminCatalog,
  validateSearch: (s) => {
    const step = Number(s.step);
    return v.parse(Search, {
      id: typeof s.id === 'string' && s.id.length <= 64 ? s.id : undefined,
      step: Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS ? step : undefined,
    });
  },
  component: WizardRoute,
});
