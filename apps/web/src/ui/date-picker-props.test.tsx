import '@mantine/dates/styles.css';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectReadableCalendar, openCalendar } from '../test/calendar';
import { renderWithApp } from '../test/render';
import { useCalendarProps, useDatePickerProps } from './date-picker-props';

function RangePicker() {
  return <DatePickerInput type="range" label="Dates" clearable {...useDatePickerProps()} />;
}

function TypedDate() {
  return <DateInput label="Start date" {...useCalendarProps()} />;
}

describe('the calendars of the date fields', () => {
  it("a picker's (as the admin's date range) is a dialog named by its field, with named month buttons and readable days, and gives the focus back", async () => {
    renderWithApp(<RangePicker />);
    const field = screen.getByRole('button', { name: 'Dates' });
    field.focus();
    fireEvent.click(field);
    const calendar = await screen.findByRole('dialog', { name: 'Dates' });
    await expectReadableCalendar(calendar);
    fireEvent.keyDown(calendar, { key: 'Escape' });
    await waitFor(() => expect(calendar.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("a typed date's (as a questionnaire's) has named month buttons and readable days", async () => {
    renderWithApp(<TypedDate />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Start date' }));
    await expectReadableCalendar(await openCalendar());
  });
});
