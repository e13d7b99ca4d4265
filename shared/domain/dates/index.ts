export { checkDateMask, isDateMaskPrefixValid, maskedDateToIso } from './date-mask';
export {
  formatDayMonth,
  formatFullDate,
  formatLocaleDayMonth,
  formatShortDate,
  formatTime,
} from './format-date';
export { canChangePhone, isDocumentPeriodAllowed, nextPhoneChangeAt } from './periods';
export { describeWait, parseRetryAfter, type WaitUnit } from './retry-after';
