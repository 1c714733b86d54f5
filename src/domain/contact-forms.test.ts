import { describe, expect, it } from 'vitest';
import { checkForm } from './form-rules';
import { contactMessageRules, cooperationRules } from './contact-forms';

describe('the contact form', () => {
  it.each([
    [
      'all empty',
      { name: '', contact: '', message: '' },
      { name: ["Обов'язкове поле"], contact: ["Обов'язкове поле"], message: ["Обов'язкове поле"] },
    ],
    ['a bad phone', { name: 'Олена', contact: '12345', message: 'Привіт' }, { contact: ['Введіть коректне значення'] }],
    ['a bad e-mail', { name: 'Олена', contact: 'olena@', message: 'Привіт' }, { contact: ['Введіть коректне значення'] }],
    ['a phone', { name: 'Олена', contact: '+380 50 123 45 67', message: 'Привіт' }, null],
    ['an e-mail', { name: 'Олена', contact: 'olena@example.com', message: 'Привіт' }, null],
  ])('%s', (_name, values, errors) => {
    expect(checkForm(contactMessageRules, values, 'uk')).toEqual(errors);
  });
});

describe('the cooperation request', () => {
  const good = {
    company: 'ТОВ «Степ»',
    contact_person: 'Іван',
    phone: '0501234567',
    email: 'ivan@step.ua',
    goods: 'CBD-олії',
    website: '',
  };
  it.each([
    ['a full request, without a site', good, null],
    ['a site without its scheme', { ...good, website: 'step.ua/shop' }, null],
    ['a site that is no address', { ...good, website: 'наш сайт' }, { website: ['Введіть коректне значення'] }],
    [
      'a bad phone and e-mail',
      { ...good, phone: '123', email: 'ivan' },
      { phone: ['Введіть коректне значення'], email: ['Введіть коректне значення'] },
    ],
    [
      'nothing filled',
      { company: '', contact_person: '', phone: '', email: '', goods: '', website: '' },
      Object.fromEntries(['company', 'contact_person', 'phone', 'email', 'goods'].map((f) => [f, ["Обов'язкове поле"]])),
    ],
  ])('%s', (_name, values, errors) => {
    expect(checkForm(cooperationRules, values, 'uk')).toEqual(errors);
  });
});
