import { describe, expect, it } from 'vitest';
import { isAppVersion, isAppVersionBelow } from './app-version';

describe('native app versions', () => {
  it.each([
    ['1.0.0', '1.0.0', false],
    ['1.0', '1.0.0', false],
    ['0.9.9', '1.0.0', true],
    ['1.9', '1.10', true],
    ['1.10.0', '1.9.9', false],
    ['2', '1.99.99', false],
    ['1.2.3', '1.2.4', true],
    ['nonsense', '9.9.9', false],
    ['1.0.0', 'nonsense', false],
  ])('%s below %s → %s', (version, minimum, isBelow) => {
    expect(isAppVersionBelow(version, minimum)).toBe(isBelow);
  });

  it.each([
    ['1', true],
    ['1.2.3', true],
    ['1.2.3.4', false],
    ['v1.2', false],
    ['', false],
    ['1..2', false],
  ])('%s is a version: %s', (value, isValid) => {
    expect(isAppVersion(value)).toBe(isValid);
  });
});
