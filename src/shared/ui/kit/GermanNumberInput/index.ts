export { GermanNumberInput, type GermanNumberInputProps } from './GermanNumberInput';
export { formatGermanNumber, parseGermanNumber } from './germanNumber';
