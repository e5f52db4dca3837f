/**
 * The one loading indicator: a spinner announced as a status ("Loading", translated). A bare Chakra Spinner
 * with an aria-label is an axe finding (aria-prohibited-attr: a label on an element without a role).
 */
import { Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function Loading() {
  const { t } = useLingui();
  return <Spinner role="status" aria-label={t`Loading`} />;
}
