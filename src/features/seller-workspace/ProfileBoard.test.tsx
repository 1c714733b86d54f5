// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ruCommon from '../../../locales/ru/common.json';
import ruProfile from '../../../locales/ru/seller-profile.json';
import ruWorkspace from '../../../locales/ru/seller-workspace.json';
import ukCommon from '../../../locales/uk/common.json';
import ukProfile from '../../../locales/uk/seller-profile.json';
import ukWorkspace from '../../../locales/uk/seller-workspace.json';
import { clearResources } from '../../lib/resource';
import { testI18n } from '../../lib/test-i18n';
import { PauseNotice } from './PauseNotice';
import { ProfileBoard } from './ProfileBoard';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let profile: Record<string, unknown>;
let calls: { method: string; path: string; body: unknown }[];
async function server(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const body = request.method === 'PUT' && path === '/api/seller-profile' ? await request.json() : null;
  if (path === '/api/seller-profile/logo' && request.method === 'PUT') {
    const form = await request.formData();
    calls.push({ method: request.method, path, body: (form.get('logo') as File).name });
    profile = {
      ...profile,
      has_logo: true,
      logo: { src: '/media/seller-logo/AAAAAAAAAAAAAAAAAAAAAA.webp', width: 160, height: 160, alt: '' },
    };
    return json({ data: profile });
  }
  calls.push({ method: request.method, path, body });
  if (body) profile = { ...profile, ...(body as object) };
  return json({ data: profile });
}

let i18nUk: i18n;
let i18nRu: i18n;
beforeAll(async () => {
  i18nUk = await testI18n('uk', { uk: { 'seller-profile': ukProfile, 'seller-workspace': ukWorkspace, common: ukCommon } });
  i18nRu = await testI18n('ru', { ru: { 'seller-profile': ruProfile, 'seller-workspace': ruWorkspace, common: ruCommon } });
});
beforeEach(() => {
  profile = {
    seller_id: 3,
    shop_name: 'Конопляна Лавка',
    about_uk: 'Сімейний магазин.',
    about_ru: 'Семейный магазин.',
    returns_uk: '',
    returns_ru: '',
    phone: '+380 44 123 45 67',
    email: 'info@lavka.ua',
    address_uk: 'м. Київ',
    address_ru: 'г. Киев',
    schedule: 'Пн–Пт 09:00–18:00',
    logo: { src: '/media/seller/3.svg', width: 160, height: 160, alt: 'Конопляна Лавка' },
    has_logo: false,
    can_edit: true,
    paused: false,
    pause_reason: '',
  };
  calls = [];
  clearResources();
  vi.stubGlobal('fetch', server);
});
afterEach(() => vi.unstubAllGlobals());

const board = (i18n = i18nUk) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileBoard sellerId={3} />
    </I18nextProvider>,
  );

describe('the profile tab', () => {
  it('the owner changes the about text in both languages and the return terms, and is told the shop shows them', async () => {
    board();
    const about = await screen.findByLabelText('Про магазин (українською)');
    expect((screen.getByLabelText('Назва магазину') as HTMLInputElement).readOnly).toBe(true);
    await userEvent.clear(about);
    await userEvent.type(about, 'Олії та чаї з Полтави.');
    await userEvent.clear(screen.getByLabelText('Про магазин (російською)'));
    await userEvent.type(screen.getByLabelText('Про магазин (російською)'), 'Масла и чаи из Полтавы.');
    await userEvent.type(screen.getByLabelText('Умови повернення (українською)'), '14 днів');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти профіль' }));
    await waitFor(() => expect(screen.getByText('Профіль збережено: покупці вже бачать зміни')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ about_uk: 'Олії та чаї з Полтави.', about_ru: 'Масла и чаи из Полтавы.', returns_uk: '14 днів' });
    // the form shows what the server kept
    expect((screen.getByLabelText('Про магазин (українською)') as HTMLTextAreaElement).value).toBe('Олії та чаї з Полтави.');
  });

  it('names a schedule row it cannot read before asking the server', async () => {
    board();
    const schedule = await screen.findByLabelText('Графік роботи');
    await userEvent.type(schedule, '{enter}щодня');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти профіль' }));
    await waitFor(() => expect(schedule.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Рядок 2: напишіть дні й години, наприклад «Пн–Пт 09:00–18:00»')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('uploads a logo and shows it', async () => {
    board();
    const input = await screen.findByLabelText('Завантажити логотип');
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByText('Логотип оновлено')).toBeTruthy());
    expect(calls).toContainEqual({ method: 'PUT', path: '/api/seller-profile/logo', body: 'logo.jpg' });
    expect(screen.getByRole('img', { name: 'Логотип магазину «Конопляна Лавка»' }).getAttribute('src')).toBe(
      '/media/seller-logo/AAAAAAAAAAAAAAAAAAAAAA.webp',
    );
    expect(screen.getByRole('button', { name: 'Прибрати логотип' })).toBeTruthy();
  });

  it('a manager reads it in Russian and has nothing to change', async () => {
    profile.can_edit = false;
    board(i18nRu);
    expect(await screen.findByText('Менять профиль может только владелец магазина.')).toBeTruthy();
    expect((screen.getByLabelText('О магазине (на русском)') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Сохранить профиль' })).toBeNull();
    expect(screen.queryByLabelText('Загрузить логотип')).toBeNull();
  });
});

describe('the pause notice', () => {
  it('says the marketplace paused the shop, since when and why', () => {
    render(
      <I18nextProvider i18n={i18nUk}>
        <PauseNotice pause={{ since: '2026-12-02T10:00:00.000Z', reason: 'Перевірка документів' }} />
      </I18nextProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Магазин призупинено маркетплейсом');
    expect(notice.textContent).toContain('Причина: Перевірка документів · З 2 грудня 2026');
  });
});
