export { type BirthDateCheck, checkIsoBirthDate, EARLIEST_BIRTH_YEAR, isCalendarDay } from './birth-date';
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
