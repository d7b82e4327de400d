import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GermanNumberInput, type GermanNumberInputProps } from './GermanNumberInput';

const ControlledInput = ({
  initial = '',
  onChange,
  ...props
}: Partial<GermanNumberInputProps> & { initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <GermanNumberInput
      label="Betrag"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      {...props}
    />
  );
};

const setup = (props: Partial<GermanNumberInputProps> & { initial?: string } = {}) => {
  const onChange = vi.fn<(value: string) => void>();
  render(<ControlledInput onChange={onChange} {...props} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Betrag' }), user: userEvent.setup() };
};

describe('GermanNumberInput', () => {
  it('shows the value formatted the German way', () => {
    const { input } = setup({ initial: '1234567.89' });
    expect(input).toHaveValue('1.234.567,89');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('pads to the given decimals', () => {
    const { input } = setup({ initial: '12.5', fractionDigits: 2 });
    expect(input).toHaveValue('12,50');
  });

  it('offers raw text while focused and reformats on blur', async () => {
    const { input, user } = setup({ initial: '1234567.89' });
    await user.click(input);
    expect(input).toHaveValue('1234567,89');
    await user.tab();
    expect(input).toHaveValue('1.234.567,89');
  });

  it('accepts a comma as decimal separator and reports plain numbers', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '1234,5');
    expect(input).toHaveValue('1234,5');
    expect(onChange).toHaveBeenLastCalledWith('1234.5');
    await user.tab();
    expect(input).toHaveValue('1.234,5');
  });

  it('accepts thousands dots while typing', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '1.234.567,89');
    expect(onChange).toHaveBeenLastCalledWith('1234567.89');
    await user.tab();
    expect(input).toHaveValue('1.234.567,89');
  });

  it('reports negative numbers', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '-12,5');
    expect(onChange).toHaveBeenLastCalledWith('-12.5');
    await user.tab();
    expect(input).toHaveValue('-12,5');
  });

  it('reports an empty string when cleared', async () => {
    const { input, onChange, user } = setup({ initial: '42' });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('ignores letters', async () => {
    const { input, onChange, user } = setup({ initial: '5' });
    await user.type(input, 'abc');
    expect(input).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('never passes on invalid text and shows the last valid value after blur', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '1,2,3');
    expect(input).toHaveValue('1,2,3');
    expect(onChange).toHaveBeenLastCalledWith('1.2');
    await user.tab();
    expect(input).toHaveValue('1,2');
  });

  it('shows the required asterisk, helper text and error state', () => {
    render(<GermanNumberInput label="Betrag" value="" onChange={() => {}} required error helperText="Pflichtfeld" />);
    const input = screen.getByRole('textbox', { name: 'Betrag' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Pflichtfeld');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
