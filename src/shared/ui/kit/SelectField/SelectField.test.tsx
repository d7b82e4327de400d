import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SelectField, type SelectOption } from './SelectField';

const regions: SelectOption[] = [
  { value: 'nord', label: 'Nord' },
  { value: 'sued', label: 'Süd' },
  { value: 'west', label: 'West' },
];

const MultipleHarness = ({ onChange }: { onChange: (value: string[]) => void }) => {
  const [value, setValue] = useState<string[]>([]);
  return (
    <SelectField
      multiple
      label="Regionen"
      placeholder="Regionen wählen"
      options={regions}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('SelectField', () => {
  it('shows the placeholder as rendered value, not as an option', async () => {
    render(<SelectField label="Region" placeholder="Bitte wählen" options={regions} value="" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveTextContent('Bitte wählen');

    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nord', 'Süd', 'West']);
  });

  it('shows the label of the selected value and reports a choice', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<SelectField label="Region" options={regions} value="sued" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveTextContent('Süd');

    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'West' }));
    expect(onChange).toHaveBeenCalledWith('west');
  });

  it('selects several values', async () => {
    const onChange = vi.fn<(value: string[]) => void>();
    render(<MultipleHarness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Regionen' });
    expect(select).toHaveTextContent('Regionen wählen');

    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Nord' }));
    await userEvent.click(screen.getByRole('option', { name: 'West' }));
    expect(onChange).toHaveBeenLastCalledWith(['nord', 'west']);
    expect(screen.getByRole('option', { name: 'Nord' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Süd' })).toHaveAttribute('aria-selected', 'false');
    expect(select).toHaveTextContent('Nord, West');
  });

  it('limits the menu to 250 px height', async () => {
    render(<SelectField label="Region" options={regions} value="" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    const paper = screen.getByRole('listbox').closest('.MuiPaper-root');
    expect(paper).toHaveStyle({ maxHeight: '250px' });
  });

  it('shows helper text beneath, the error state and the required asterisk', () => {
    render(
      <SelectField
        label="Region"
        options={regions}
        value=""
        onChange={() => {}}
        required
        error
        helperText="Bitte eine Region wählen."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getByText('Bitte eine Region wählen.')).toHaveClass('Mui-error');
    expect(select).toHaveAccessibleDescription('Bitte eine Region wählen.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(document.getElementById(select.getAttribute('aria-labelledby') ?? '')).toHaveTextContent('Region *');
  });
});
