import { createFileRoute } from '@tanstack/react-router';
import { ScoreEntryPage } from '../../features/competition/referee/score-entry-page';
import { SignInFirst } from '../../features/competition/referee/sign-in-first';

function ScoreRoute() {
  const { fixtureId } = Route.useParams();
  return (
    <SignInFirst>
      <ScoreEntryPage fixtureId={fixtureId} />
    </SignInFirst>
  );
}

export const Route = createFileRoute('/game-management/$fixtureId')({ component: ScoreRoute });
