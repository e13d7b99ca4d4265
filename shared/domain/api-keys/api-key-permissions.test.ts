import { describe, expect, it } from 'vitest';
import { API_KEY_TYPES } from '../transactions/account-enums';
import {
  ALL_API_KEY_PERMISSIONS,
  API_KEY_PERMISSIONS,
  isDomainBound,
  isPermissionAllowed,
} from './api-key-permissions';

describe('API key permissions (spec 001 §6)', () => {
  it('lists switches for every key type, without repeats', () => {
    for (const type of API_KEY_TYPES) {
      const permissions = API_KEY_PERMISSIONS[type];
      expect(permissions.length).toBeGreaterThan(0);
      expect(new Set(permissions).size).toBe(permissions.length);
    }
  });

  it.each([
    ['exchanger', 'create_buy_order', true],
    ['exchanger', 'customer_verification_confirm', true],
    ['exchanger', 'get_convert_directions', true],
    ['exchanger', 'read_balances', false],
    ['wallet', 'read_balances', true],
    ['wallet', 'create_balance_statement', true],
    ['wallet', 'add_address_requisites', true],
    ['wallet', 'create_buy_order', false],
    ['white-label', 'create_sell_swap_order', true],
    ['widget', 'get_currencies', true],
    ['widget', 'read_payouts', false],
    ['widget', 'drop_tables', false],
  ] as const)('%s may carry %s: %s', (type, permission, expected) => {
    expect(isPermissionAllowed(type, permission)).toBe(expected);
  });

  it('binds only widget keys to a domain', () => {
    expect(API_KEY_TYPES.filter(isDomainBound)).toEqual(['widget']);
  });

  it('knows every switch once in the union', () => {
    expect(new Set(ALL_API_KEY_PERMISSIONS).size).toBe(ALL_API_KEY_PERMISSIONS.length);
    expect(ALL_API_KEY_PERMISSIONS).toContain('create_crypto_address');
    expect(ALL_API_KEY_PERMISSIONS).toContain('create_crypto_addresses');
  });
});
