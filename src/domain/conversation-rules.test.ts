import { describe, expect, it } from 'vitest';
import { checkForm } from './form-rules';
import { MESSAGE_TEXT_MAX, messageRules } from './conversation-rules';

describe('messageRules', () => {
  it.each([
    ['a question', null],
    ['x'.repeat(MESSAGE_TEXT_MAX), null],
    // an emoji is one character, as the shopper sees it
    ['😀'.repeat(MESSAGE_TEXT_MAX), null],
    ['', "Обов'язкове поле"],
    ['   \n ', "Обов'язкове поле"],
    ['x'.repeat(MESSAGE_TEXT_MAX + 1), `Максимальна кількість символів: ${MESSAGE_TEXT_MAX}`],
  ])('%j → %j', (text, message) => {
    expect(checkForm(messageRules, { text }, 'uk')?.text?.[0] ?? null).toBe(message);
  });
});
