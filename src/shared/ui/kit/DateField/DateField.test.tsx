import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useState } from 'react';
import { DateField, type DateFieldProps } from './DateField';
import { DateLocalizationProvider } from './DateLocalizationProvider';

type HarnessProps = Partial<Omit<DateFieldProps, 'onChange'>> & { onChange?: (value: Date | null) => void };

const Harness = ({ value: initial = null, onChange, ...props }: HarnessProps) => {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DateField
      label="Stichtag"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
};

const renderField = (props: HarnessProps = {}) =>
  render(
    <DateLocalizationProvider>
      <Harness {...props} />
    </DateLocalizationProvider>,
  );

const field = () => screen.getByRole('group', { name: 'Stichtag' });
const sections = () =>
  within(field())
    .getAllByRole('spinbutton')
    .map((section) => `${section.getAttribute('aria-label')}=${section.textContent}`);

describe('DateField', () => {
  it('shows the date as dd.MM.yyyy', () => {
    renderField({ value: new Date(2024, 4, 5) });
    expect(sections()).toEqual(['Tag=05', 'Monat=05', 'Jahr=2024']);
    expect(screen.getByDisplayValue('05.05.2024')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows German placeholders when empty', () => {
    renderField();
    expect(sections()).toEqual(['Tag=TT', 'Monat=MM', 'Jahr=JJJJ']);
  });

  it('starts the calendar week on Monday, with German picker texts', async () => {
    renderField({ value: new Date(2024, 4, 15) });
    await userEvent.click(screen.getByRole('button', { name: /^Datum auswählen/ }));

    const calendar = screen.getByRole('grid', { name: 'Mai 2024' });
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(weekdays[0]).toHaveTextContent(/^Mo?$/);
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeEnabled();
  });

  it('rejects a typed date before 01.01.1900', async () => {
    const onChange = vi.fn<(value: Date | null) => void>();
    const onError = vi.fn<(error: DateValidationError | null) => void>();
    renderField({ onChange, onError });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Tag' }), '31121899');

    expect(onChange).toHaveBeenLastCalledWith(new Date(1899, 11, 31));
    expect(onError).toHaveBeenLastCalledWith('minDate');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Das Datum darf nicht vor dem 01.01.1900 liegen.');
  });

  it('accepts the bounds themselves', () => {
    const { unmount } = renderField({ value: new Date(1900, 0, 1) });
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    unmount();
    renderField({ value: new Date(2099, 11, 31) });
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks a date after 31.12.2099 invalid', () => {
    renderField({ value: new Date(2100, 0, 1) });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Das Datum darf nicht nach dem 31.12.2099 liegen.')).toBeInTheDocument();
  });

  it('offers no month after December 2099 in the calendar', async () => {
    renderField({ value: new Date(2099, 11, 31) });
    await userEvent.click(screen.getByRole('button', { name: /^Datum auswählen/ }));
    expect(screen.getByRole('grid', { name: 'Dezember 2099' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
  });

  it('shows an error text of the form beneath and keeps the helper text otherwise', () => {
    const { unmount } = renderField({ errorText: 'Bitte einen Stichtag angeben.', required: true });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Bitte einen Stichtag angeben.');
    expect(screen.getByText('Stichtag', { selector: 'label' })).toHaveTextContent('Stichtag *');
    unmount();
    renderField({ helperText: 'Tag der Auswertung' });
    expect(field()).toHaveAccessibleDescription('Tag der Auswertung');
  });
});
