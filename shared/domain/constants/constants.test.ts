import { SendMode } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MIN_FRACTION_DIGITS,
  BANK_DEPOSIT_CREDIT_HOURS,
  BREAKPOINT_MAX_WIDTH_PX,
  BUTTON_SIZES,
  CARD_EXPIRY_FORMAT,
  DATE_FORMATS,
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_JETTON_TRANSFER_AMOUNT_NANOTON,
  DEFAULT_SEND_MODE,
  DOCUMENT_MAX_PERIOD_MONTHS,
  HEIGHT_ANIMATION_MS,
  INDEXER_LATENCY_LIMIT_S,
  LOADER_ICON_SIZE_PX,
  LOADER_SIZES,
  MNEMONIC_WORD_COUNT,
  NUMBER_DISPLAY_MAX_FRACTION_DIGITS,
  NUMBER_DISPLAY_MIN_FRACTION_DIGITS,
  PASSWORD_MIN_LENGTH,
  PHONE_CHANGE_COOLDOWN_HOURS,
  POLLING_INTERVAL_MS,
  RATE_REFRESH_INTERVAL_MS,
  REPEAT_INTERVAL_MS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MS,
  STOP_REPEAT_DELAY_MS,
  SUPPORT_EMAIL,
  SWIPE_TO_CLOSE_DISTANCE_PERCENT,
  SWIPE_TO_CLOSE_QUICK_MS,
  TOAST_DURATION_MS,
  TOAST_KINDS,
  TON_DECIMALS,
  TON_FEE_RESERVE_NANOTON,
  TRANSFER_MESSAGE_LIFETIME_S,
  WINDOW_RESIZE_DEBOUNCE_MS,
} from './index';

const NANOTON_PER_TON = 10n ** BigInt(TON_DECIMALS);

// Each row: the spec's words, our constant, the value the words give.
const TABLE: ReadonlyArray<[string, unknown, unknown]> = [
  ['000 §9 frequent polling interval 3000 ms', POLLING_INTERVAL_MS, 3000],
  ['000 §9 window resize debounce 500 ms', WINDOW_RESIZE_DEBOUNCE_MS, 500],
  ['000 §9 stop-repeat 2000 ms', STOP_REPEAT_DELAY_MS, 2000],
  ['000 §9 repeat 500 ms', REPEAT_INTERVAL_MS, 500],
  ['000 §9 default debounce 500 ms', DEFAULT_DEBOUNCE_MS, 500],
  ['000 §9 height animation 600 ms', HEIGHT_ANIMATION_MS, 600],
  ['000 §9 swipe-to-close 10 percent of the size', SWIPE_TO_CLOSE_DISTANCE_PERCENT, 10],
  ['000 §9 quick swipe within 300 ms', SWIPE_TO_CLOSE_QUICK_MS, 300],
  ['000 §9 rate recalculation every 8 seconds', RATE_REFRESH_INTERVAL_MS, 8 * 1000],
  ['001 §7 socket: 3 reconnection attempts', SOCKET_RECONNECT_ATTEMPTS, 3],
  ['001 §9 socket: 10000 ms delay', SOCKET_RECONNECT_DELAY_MS, 10_000],
  ['001 §9 toast success 5000 ms', TOAST_DURATION_MS.success, 5000],
  ['001 §9 toast error 5000 ms', TOAST_DURATION_MS.error, 5000],
  ['001 §9 toast warning 7000 ms', TOAST_DURATION_MS.warning, 7000],
  ['001 §9 toast info 5000 ms', TOAST_DURATION_MS.info, 5000],
  ['001 §9 toast internal 1000 ms', TOAST_DURATION_MS.internal, 1000],
  ['000 §9 breakpoint mobile up to 375', BREAKPOINT_MAX_WIDTH_PX.mobile, 375],
  ['000 §9 breakpoint tablet up to 960', BREAKPOINT_MAX_WIDTH_PX.tablet, 960],
  ['000 §9 breakpoint desktop up to 992', BREAKPOINT_MAX_WIDTH_PX.desktop, 992],
  ['000 §9 documents cover at most 3 months', DOCUMENT_MAX_PERIOD_MONTHS, 3],
  ['000 §9 phone change once per 24 hours', PHONE_CHANGE_COOLDOWN_HOURS, 24],
  ['001 §9 bank deposit credited within a day', BANK_DEPOSIT_CREDIT_HOURS, 24],
  ['001 §9 transfer message lifetime 55 minutes (3300 s)', TRANSFER_MESSAGE_LIFETIME_S, 55 * 60],
  ['001 §9 indexer latency limit: lifetime minus 30 s', INDEXER_LATENCY_LIMIT_S, 3300 - 30],
  ['001 §9 mnemonic length 24 words', MNEMONIC_WORD_COUNT, 24],
  ['001 §9 TON decimals 9', TON_DECIMALS, 9],
  ['001 §9 default jetton transfer amount 1 TON', DEFAULT_JETTON_TRANSFER_AMOUNT_NANOTON, NANOTON_PER_TON],
  ['001 §9 another constant 0.05 TON', TON_FEE_RESERVE_NANOTON, (5n * NANOTON_PER_TON) / 100n],
  ['001 §9 send mode: pay gas separately (1) plus ignore errors (2)', DEFAULT_SEND_MODE, 3],
  ['README: password 12 or more characters', PASSWORD_MIN_LENGTH, 12],
  ['000 §9 number display up to 20 fraction digits', NUMBER_DISPLAY_MAX_FRACTION_DIGITS, 20],
  ['000 §9 number display minimum 0', NUMBER_DISPLAY_MIN_FRACTION_DIGITS, 0],
  ['000 §9 amounts show at least 2 decimals', AMOUNT_MIN_FRACTION_DIGITS, 2],
  ['001 §9 date format HH:mm', DATE_FORMATS.time, 'HH:mm'],
  ['001 §9 date format d MMMM', DATE_FORMATS.dayMonth, 'd MMMM'],
  ['001 §9 date format dd/MM/yyyy', DATE_FORMATS.date, 'dd/MM/yyyy'],
  ['000 §9 date format DD/MM/YY', DATE_FORMATS.shortDate, 'DD/MM/YY'],
  ['000 §9 card expiry format MM / YY', CARD_EXPIRY_FORMAT, 'MM / YY'],
  ['001 §9 loader icon small 16', LOADER_ICON_SIZE_PX.small, 16],
  ['001 §9 loader icon medium 20', LOADER_ICON_SIZE_PX.medium, 20],
  ['001 §9 loader icon large 40', LOADER_ICON_SIZE_PX.large, 40],
];

describe('business constants', () => {
  it.each(TABLE)('%s', (_words, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('builds the send mode from the chain library’s flags', () => {
    expect(DEFAULT_SEND_MODE).toBe(SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS);
    expect(DEFAULT_SEND_MODE & SendMode.CARRY_ALL_REMAINING_BALANCE).toBe(0);
  });

  it('keeps TON amounts as bigint nanoton', () => {
    expect(typeof DEFAULT_JETTON_TRANSFER_AMOUNT_NANOTON).toBe('bigint');
    expect(typeof TON_FEE_RESERVE_NANOTON).toBe('bigint');
  });

  it('gives a toast duration for every kind', () => {
    expect(Object.keys(TOAST_DURATION_MS).sort()).toEqual([...TOAST_KINDS].sort());
  });

  it('orders breakpoints from narrow to wide', () => {
    const widths = Object.values(BREAKPOINT_MAX_WIDTH_PX);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('lists the size scales of 001 §9', () => {
    expect(BUTTON_SIZES).toEqual(['normal', 'medium', 'small', 'extra-small', 'tiny']);
    expect(LOADER_SIZES).toEqual(['small', 'medium', 'large']);
  });

  it.each([SUPPORT_EMAIL])('support address %s is a plain mail address', (address) => {
    expect(address).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
