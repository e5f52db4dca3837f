import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A table's header row: one plain column header per title, in order. */
export function TableHead({ titles }: { titles: ReactNode[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {titles.map((title, i) => (
          <Table.ColumnHeader key={i}>{title}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
