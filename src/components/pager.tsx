import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Previous / next for a paged list (pages from 0), with "Page n of m" when there is more than one. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <HStack>
      <Button size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      {totalPages > 1 && (
        <Text fontSize="sm">
          <Trans>
            Page {page + 1} of {totalPages}
          </Trans>
        </Text>
      )}
      <Button size="sm" disabled={page + 1 >= totalPages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </HStack>
  );
}
