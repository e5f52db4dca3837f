import { Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiGetState } from '../../../lib/use-api-get';

export { FilterSelect, Pager } from '../../../components/list-controls';

/** The loading spinner or the load-failure line of a GET; nothing once it answered. */
export function LoadState({ state }: { state: ApiGetState<unknown> }) {
  const { t } = useLingui();
  if (state.status === 'loading') return <Spinner aria-label={t`Loading`} />;
  if (state.status === 'error') {
    return (
      <Text role="alert">
        <Trans>Unable to load data - please try again later</Trans>
      </Text>
    );
  }
  return null;
}
