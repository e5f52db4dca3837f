import { Trans } from '@lingui/react/macro';
import { ApiError } from '../api/client';

/**
 * The words of a failed load: a refusal (403) says the person has no access, so that a page they may not open
 * says so; anything else is the spec's "Unable to load data - please try again later" (seed 1 §8).
 */
export function LoadFailureText({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 403) {
    return <Trans>You do not have access to this. Ask your club if you think you should.</Trans>;
  }
  return <Trans>Unable to load data - please try again later</Trans>;
}
