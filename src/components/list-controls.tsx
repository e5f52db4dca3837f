/**
 * The controls of the admin lists (members, competitions, fixtures): a labelled filter select and the
 * Previous / Page n of m / Next pager.
 */
import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** What a list answer says of its pages (domain/lib/list-query.ts PageMeta). */
export type PageInfo = { number: number; size: number; totalElements: number; totalPages: number };

/** A labelled select of a list's filters (value '' = all). */
export function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field.Root maxW="xs" width="auto">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Previous / Page n of m / Next, shown when there is more than one page. */
export function Pager({
  page,
  info,
  onPage,
}: {
  page: number;
  info?: Pick<PageInfo, 'totalPages'>;
  onPage: (p: number) => void;
}) {
  if (!info || info.totalPages <= 1) return null;
  const pages = info.totalPages;
  return (
    <HStack gap={3}>
      <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Text>
        <Trans>
          Page {page + 1} of {pages}
        </Trans>
      </Text>
      <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </HStack>
  );
}
