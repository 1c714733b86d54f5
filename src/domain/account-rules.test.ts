import { describe, expect, it } from 'vitest';
import { loginRules, newPasswordRules, sameSiteBack } from './account-rules';
import { checkForm } from './form-rules';

describe('new password with its confirmation', () => {
  it.each<[string, string, string[]]>([
    ['', '', ['password', 'password_confirmation']],
    ['short7!', 'short7!', ['password']],
    ['garden-hemp-42', '', ['password_confirmation']],
    ['garden-hemp-42', 'garden-hemp-41', ['password_confirmation']],
    ['garden-hemp-42', 'garden-hemp-42', []],
    ['x'.repeat(128), 'x'.repeat(128), []],
    ['x'.repeat(129), 'x'.repeat(129), ['password']],
  ])('%j / %j -> errors on %j', (password, password_confirmation, fields) => {
    expect(Object.keys(checkForm(newPasswordRules, { password, password_confirmation }, 'uk') ?? {}).sort()).toEqual(fields);
  });

  it('says the required text of the spec', () => {
    expect(checkForm(newPasswordRules, { password: '', password_confirmation: 'a' }, 'uk')?.password).toEqual(["Обов'язкове поле"]);
  });
});

describe('login', () => {
  it.each<[string, string, string[]]>([
    ['', '', ['password', 'phone']],
    ['380671234567', '', ['password']],
    ['12', 'secret-pass', ['phone']],
    ['380671234567', 'secret-pass', []],
  ])('%j / %j -> errors on %j', (phone, password, fields) => {
    expect(Object.keys(checkForm(loginRules, { phone, password }, 'uk') ?? {}).sort()).toEqual(fields);
  });
});

describe('where signing in goes back to', () => {
  it.each<[string | null, string]>([
    [null, '/cabinet'],
    ['', '/cabinet'],
    ['/cabinet?tab=orders', '/cabinet?tab=orders'],
    ['/ru/compare', '/ru/compare'],
    ['//evil.example', '/cabinet'],
    ['/\\evil.example', '/cabinet'],
    ['https://evil.example', '/cabinet'],
    ['cabinet', '/cabinet'],
  ])('%j -> %s', (back, target) => {
    expect(sameSiteBack(back)).toBe(target);
  });
});
