/** The month grid (a table of weeks, Monday first) and the week list of calendar items. */
import { Box, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { monthGrid, weekOf, type CalendarItem } from '../../../domain/calendar/calendar';
import { CATEGORY_LABELS } from '../../components/team-labels';
import { formatLongDate, formatTime, formatWeekday } from '../../i18n/dates';

function ItemLine({ item, compact }: { item: CalendarItem; compact?: boolean }) {
  const { t } = useLingui();
  const title = (
    <>
      {formatTime(item.start)} {item.title}
    </>
  );
  return (
    <Box
      as="li"
      listStyleType="none"
      fontSize={compact ? 'xs' : 'sm'}
      borderLeftWidth="3px"
      borderColor={item.kind === 'fixture' ? 'green.solid' : 'blue.solid'}
      pl={1}
      textDecoration={item.cancelled ? 'line-through' : undefined}
    >
      {item.kind === 'event' ? (
        <ChakraLink asChild>
          <Link to="/events/$eventId" params={{ eventId: item.id }}>
            {title}
          </Link>
        </ChakraLink>
      ) : (
        <Text as="span">{title}</Text>
      )}
      {!compact && (
        <Text fontSize="xs" color="fg.muted">
          {item.kind === 'fixture' ? t`Fixture` : t(CATEGORY_LABELS[item.category])}
          {item.place ? ` · ${item.place.name}` : ''}
          {item.cancelled ? ` · ${t`Cancelled`}` : ''}
        </Text>
      )}
    </Box>
  );
}

export function MonthGrid({ day, byDay }: { day: string; byDay: Map<string, CalendarItem[]> }) {
  const { i18n } = useLingui();
  const weeks = monthGrid(day);
  const month = day.slice(0, 7);
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" tableLayout="fixed" minW="42rem" data-testid="calendar-month">
        <Table.Header>
          <Table.Row>
            {weeks[0]!.map((d) => (
              <Table.ColumnHeader key={d} scope="col">
                {formatWeekday(d, i18n.locale)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week[0]}>
              {week.map((d) => {
                const items = byDay.get(d) ?? [];
                return (
                  <Table.Cell
                    key={d}
                    verticalAlign="top"
                    h="6rem"
                    color={d.slice(0, 7) === month ? undefined : 'fg.muted'}
                    aria-label={formatLongDate(d, i18n.locale)}
                  >
                    <Text fontWeight="semibold" fontSize="sm">
                      {Number(d.slice(8))}
                    </Text>
                    <Stack as="ul" gap={1}>
                      {items.map((item) => (
                        <ItemLine key={`${item.kind}-${item.id}`} item={item} compact />
                      ))}
                    </Stack>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function WeekList({ day, byDay }: { day: string; byDay: Map<string, CalendarItem[]> }) {
  const { i18n } = useLingui();
  return (
    <Stack gap={3} data-testid="calendar-week">
      {weekOf(day).map((d) => {
        const items = byDay.get(d) ?? [];
        return (
          <Stack key={d} gap={1}>
            <Text as="h3" fontWeight="semibold">
              {formatLongDate(d, i18n.locale)}
            </Text>
            {items.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>Nothing on.</Trans>
              </Text>
            ) : (
              <Stack as="ul" gap={1}>
                {items.map((item) => (
                  <ItemLine key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
