export { formatDate } from './date';
export { formatMoney, minorDigits, minorToDecimal } from './money';
