import { describe, expect, it } from 'vitest';
import {
  CARD_DESIGNS,
  cardDesignLabelKey,
  cardholderNameSchema,
  cardNameSchema,
  embossedName,
  isCardDesign,
} from './card-fields';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('cardholder name (embossed in Latin capitals, 2 to 26 characters)', () => {
  it.each([
    ['Anna Kowalska', null],
    ["JEAN-LUC O'NEIL", null],
    ['Mary J. Smith', null],
    ['Al', null],
    ['A'.repeat(26), null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['A', 'validation.minLength'],
    ['A'.repeat(27), 'validation.maxLength'],
    ['Олена Петренко', 'cards.validation.cardholderLatin'],
    ['Zoë Müller', 'cards.validation.cardholderLatin'],
    ['Łukasz Nowak', 'cards.validation.cardholderLatin'],
    ['Agent 007', 'cards.validation.cardholderLatin'],
    ['-Anna', 'cards.validation.cardholderLatin'],
    ['Anna 😀', 'validation.invalidCharacter'],
  ])('%j → %s', (name, message) => {
    expect(firstMessage(cardholderNameSchema.safeParse(name))).toBe(message);
  });

  it('writes the name as the card prints it', () => {
    expect(embossedName('  anna   kowalska ')).toBe('ANNA KOWALSKA');
  });
});

describe('card name (the user’s label)', () => {
  it.each([
    ['Travel', null],
    ['Подорожі', null],
    ['Groceries & bills', null],
    ['', 'validation.required'],
    ['x'.repeat(25), 'validation.maxLength'],
    ['✈️ Trips', 'validation.invalidCharacter'],
  ])('%j → %s', (name, message) => {
    expect(firstMessage(cardNameSchema.safeParse(name))).toBe(message);
  });
});

describe('designs', () => {
  it('offers a closed list, each with a label key', () => {
    expect(CARD_DESIGNS.length).toBeGreaterThan(0);
    for (const design of CARD_DESIGNS) {
      expect(isCardDesign(design)).toBe(true);
      expect(cardDesignLabelKey(design)).toBe(`cards.design.${design}`);
    }
    expect(isCardDesign('gold')).toBe(false);
  });
});
