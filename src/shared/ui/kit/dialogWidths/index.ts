export { dialogWidths, type DialogWidthName } from './dialogWidths';
