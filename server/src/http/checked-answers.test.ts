import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCheckedAnswers } from './checked-answers';

function createCountingSchema() {
  const counter = { checks: 0 };
  const schema = z.object({ code: z.string() }).refine(() => {
    counter.checks += 1;
    return true;
  });
  return { schema, counter };
}

describe('createCheckedAnswers', () => {
  it('checks and serialises an answer object once however often it is served', () => {
    const { schema, counter } = createCountingSchema();
    const checkAnswer = createCheckedAnswers(schema);
    const cached = { code: 'EUR' };
    const first = checkAnswer(cached);
    expect(checkAnswer(cached)).toBe(first);
    expect(first.text).toBe('{"code":"EUR"}');
    expect(counter.checks).toBe(1);
  });

  it('checks every new answer object', () => {
    const { schema, counter } = createCountingSchema();
    const checkAnswer = createCheckedAnswers(schema);
    checkAnswer({ code: 'EUR' });
    checkAnswer({ code: 'EUR' });
    expect(counter.checks).toBe(2);
  });

  it('drops fields the contract does not name', () => {
    const checkAnswer = createCheckedAnswers(z.object({ code: z.string() }));
    expect(checkAnswer({ code: 'EUR', secret: 'internal' }).text).toBe('{"code":"EUR"}');
  });

  it('refuses an answer that breaks the contract every time, never keeping it', () => {
    const checkAnswer = createCheckedAnswers(z.object({ code: z.string() }));
    const broken = { code: 7 };
    expect(() => checkAnswer(broken)).toThrow();
    expect(() => checkAnswer(broken)).toThrow();
  });
});
