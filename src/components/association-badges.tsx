import { Badge, HStack } from '@chakra-ui/react';

/** Each association's own colour, so the badges read at a glance on the search list and the club page. */
const PALETTE: Record<string, string> = {
  GAA: 'green',
  LGFA: 'blue',
  Camogie: 'purple',
  Handball: 'orange',
  Rounders: 'red',
  CulCamps: 'yellow',
};

/** The associations a club plays under, as labelled badges (their names are the same in both languages). */
export function AssociationBadges({ associations }: { associations: readonly string[] | undefined }) {
  if (!associations?.length) return null;
  return (
    <HStack as="ul" gap={1} listStyleType="none" wrap="wrap">
      {associations.map((a) => (
        <li key={a}>
          <Badge colorPalette={PALETTE[a] ?? 'gray'} variant="subtle" size="sm">
            {a}
          </Badge>
        </li>
      ))}
    </HStack>
  );
}
