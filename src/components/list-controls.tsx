/**
 * The controls of the admin lists (members, competitions, fixtures, vetting applications): a labelled filter
 * select, the search box with its Search button, the Previous / Page n of m / Next pager, the loading or
 * load-failure line of a list's GET, and the table that shows its answer.
 */
import { Button, Field, Heading, HStack, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiGetState } from '../lib/use-api-get';
import { Loading } from './loading';
import { TableHead } from './table-head';
import { LoadFailureText } from './load-failure';

/** What a list answer says of its pages (domain/lib/list-query.ts PageMeta). */
export type PageInfo = { number: number; size: number; totalElements: number; totalPages: number };

/** An admin list page's title and a line on what it lists. */
export function ListIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </>
  );
}

/**
 * A labelled select of a list's filters (value '' = all): `all` names that first choice ("All", "All seasons"),
 * `options` the others as [value, label].
 */
export function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  all?: string;
}) {
  const options = props.all === undefined ? props.options : [['', props.all] as const, ...props.options];
  return (
    <Field.Root maxW="xs" width="auto">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {options.map(([value, text]) => (
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

/**
 * A list's search text and the Search button that submits the filters form around it (the list searches on
 * submit, not on each key).
 */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
}) {
  const size = props.size ?? 'sm';
  return (
    <>
      <Field.Root maxW="xs" width="auto">
        <Field.Label>{props.label}</Field.Label>
        <Input
          size={size}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          maxLength={100}
        />
      </Field.Root>
      <Button type="submit" size={size} variant="outline">
        <Trans>Search</Trans>
      </Button>
    </>
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

/**
 * A filter's change handler that also goes back to the first page: `onChange={firstPage(setStatus)}`, where
 * `firstPage = backToFirstPage(setPage)`.
 */
export function backToFirstPage(setPage: (page: number) => void) {
  return (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };
}

/**
 * A list's answer as a table: the loading or failure line, `empty` when it answered with no rows, else the
 * table (scrolling sideways on a narrow screen) with its screen-reader caption, column titles and `children`
 * as the body's rows. `count` is how many rows `children` holds.
 */
export function ListTable(props: {
  state: ApiGetState<unknown>;
  count: number;
  empty: ReactNode;
  caption: string;
  titles: ReactNode[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <LoadState state={props.state} />
      {props.state.status === 'ok' && props.count === 0 && <Text>{props.empty}</Text>}
      {props.count > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid={props.testId}>
            <Table.Caption srOnly>{props.caption}</Table.Caption>
            <TableHead titles={props.titles} />
            <Table.Body>{props.children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}

/** The loading spinner or the load-failure line of a GET; nothing once it answered. */
export function LoadState({ state }: { state: ApiGetState<unknown> }) {
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={state.error} />
      </Text>
    );
  }
  return null;
}
