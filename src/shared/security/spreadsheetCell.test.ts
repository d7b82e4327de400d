import { expect, it } from 'vitest';
import { inertCellText } from './spreadsheetCell';

it('prefixes a cell that a spreadsheet would read as a formula and leaves other text and numbers alone', () => {
  for (const formula of ["=cmd|' /C calc'!A0", '+1+1', '-2+3+cmd|x', '@SUM(A1:A2)', '\t=1', '\r=1', '=']) {
    expect(inertCellText(formula)).toBe(`'${formula}`);
  }
  for (const plain of ['Max Muster', '', ' =1', "'=1", 'a=b', '-12', '-12.345,5', '+49', '1e3', '-1,5e-3']) {
    expect(inertCellText(plain)).toBe(plain);
  }
});
