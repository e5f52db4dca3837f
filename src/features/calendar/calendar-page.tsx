/**
 * /calendar (seed 2 §7): the person's events and their teams' and dependants' teams' fixtures by month or
 * week, filtered by group, place and category — read from the device, so it works with no signal — and
 * the personal .ics subscription link.
 */
import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  dublinDay,
  filterItems,
  itemsByDay,
  shiftView,
  viewRange,
  weekOf,
  type CalendarFilter,
  type CalendarView,
} from '../../../domain/calendar/calendar';
import { EVENT_CATEGORIES, type EventCategory } from '../../../domain/enums';
import { Loading } from '../../components/loading';
import { CATEGORY_LABELS } from '../../components/team-labels';
import { formatShortDate, formatMonth } from '../../i18n/dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MonthGrid, WeekList } from './calendar-grid';
import { useCalendarItems } from './use-calendar';

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  const { t } = useLingui();
  return (
    <Field.Root maxW="14rem">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`All`}</option>
          {options.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function CalendarPage() {
  const { t, i18n } = useLingui();
  const today = dublinDay(new Date());
  const [view, setView] = useState<CalendarView>('month');
  const [day, setDay] = useState(today);
  const [filter, setFilter] = useState<CalendarFilter>({});
  const { first, last } = viewRange(view, day);
  const data = useCalendarItems(first, last);
  const week = weekOf(day);
  const title =
    view === 'month'
      ? formatMonth(`${day.slice(0, 7)}-01`, i18n.locale)
      : `${formatShortDate(week[0]!)} – ${formatShortDate(week[6]!)}`;
  const places = new Map<string, string>();
  for (const item of data?.items ?? []) if (item.place) places.set(item.place.id, item.place.name);
  const shown = data ? filterItems(data.items, filter) : [];
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        <Trans>Calendar</Trans>
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <HStack role="group" aria-label={t`Calendar view`} gap={0}>
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'solid' : 'outline'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'month' ? <Trans>Month</Trans> : <Trans>Week</Trans>}
            </Button>
          ))}
        </HStack>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setDay(shiftView(view, day, -1))}>
            {view === 'month' ? <Trans>Previous month</Trans> : <Trans>Previous week</Trans>}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDay(today)}>
            <Trans>Today</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDay(shiftView(view, day, 1))}>
            {view === 'month' ? <Trans>Next month</Trans> : <Trans>Next week</Trans>}
          </Button>
        </HStack>
      </HStack>
      <Heading as="h2" size="lg" aria-live="polite">
        {title}
      </Heading>
      <HStack wrap="wrap" gap={3} align="end">
        <FilterSelect
          label={t`Group`}
          value={filter.groupId ?? ''}
          onChange={(v) => setFilter({ ...filter, groupId: v || undefined })}
          options={[...(data?.groups.entries() ?? [])]}
        />
        <FilterSelect
          label={t`Place`}
          value={filter.placeId ?? ''}
          onChange={(v) => setFilter({ ...filter, placeId: v || undefined })}
          options={[...places.entries()]}
        />
        <FilterSelect
          label={t`Category`}
          value={filter.category ?? ''}
          onChange={(v) => setFilter({ ...filter, category: (v || undefined) as EventCategory | undefined })}
          options={EVENT_CATEGORIES.map((c) => [c, t(CATEGORY_LABELS[c])])}
        />
      </HStack>
      {!data ? (
        <Loading />
      ) : (
        <>
          {shown.length === 0 && (
            <Text role="status">
              <Trans>Nothing on this device for these dates.</Trans>
            </Text>
          )}
          {view === 'month' ? (
            <MonthGrid day={day} byDay={itemsByDay(shown)} />
          ) : (
            <WeekList day={day} byDay={itemsByDay(shown)} />
          )}
        </>
      )}
      <CalendarFeedPanel />
    </Stack>
  );
}
