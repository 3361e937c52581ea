import type { DayOfWeek } from '@mantine/dates';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** No weekend days: Mantine paints them (and today, on a weekend) in red 6, 3.2:1 on white. */
const NO_WEEKEND: DayOfWeek[] = [];

/**
 * What every calendar of the portal (a DateInput's, a DatePickerInput's) is given so that axe has
 * nothing to say about it: Mantine's calendars come with unnamed buttons and unreadable days.
 */
export function useCalendarProps() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      // The month, year and decade buttons are icons: Mantine names them only when told (axe button-name).
      ariaLabels: {
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        previousYear: t('dates.previousYear'),
        nextYear: t('dates.nextYear'),
        previousDecade: t('dates.previousDecade'),
        nextDecade: t('dates.nextDecade'),
      },
      // Days of the months around are drawn faded (2.4:1): left out, the grid holds the month's days.
      hideOutsideDates: true,
      weekendDays: NO_WEEKEND,
    }),
    [t],
  );
}

/**
 * A DatePickerInput's props: its calendar's (above), the field's id and its popover's. The popover
 * is a dialog named by the field's label: Mantine names it by its own id for the field, which the
 * input's id replaces (axe aria-dialog-name). A day chosen (or Escape) gives the focus back to the
 * field, not to the page (or the dialog) behind it.
 */
export function useDatePickerProps() {
  const id = useId();
  const calendar = useCalendarProps();
  return useMemo(() => ({ ...calendar, id, popoverProps: { withinPortal: true, id: `${id}-label`, returnFocus: true } }), [calendar, id]);
}
