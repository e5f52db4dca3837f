import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * "Find a club": the public club search (/search, seed 1 §2), from the signed-in pages that list the person's
 * clubs (Clubs, the dashboard), so joining another club — or a first one — is one step away.
 */
export function FindClubLink({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Button asChild size={size} variant="outline" colorPalette="brand">
      <Link to="/search" data-testid="find-club">
        <Trans>Find a club</Trans>
      </Link>
    </Button>
  );
}
