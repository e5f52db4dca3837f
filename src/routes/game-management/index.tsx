import { createFileRoute } from '@tanstack/react-router';
import { RefereeFixturesPage } from '../../features/competition/referee/fixtures-page';
import { SignInFirst } from '../../features/competition/referee/sign-in-first';

export const Route = createFileRoute('/game-management/')({
  component: () => (
    <SignInFirst>
      <RefereeFixturesPage />
    </SignInFirst>
  ),
});
