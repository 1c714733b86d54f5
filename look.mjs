import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8130';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, viewport] of [['m', { width: 390, height: 844 }], ['d', { width: 1280, height: 900 }]]) {
  const ctx = await browser.newContext({ viewport, baseURL: base });
  const page = await ctx.newPage();
  const r = await page.request.post('/api/auth/login-customer', { data: { phone: '380501234567', password: 'Kramnytsia2026' } });
  console.log('login', r.status());
  // two offers from different sellers
  const home = await page.request.get('/api/catalog/c1?page=1', { headers: { 'accept-language': 'uk' } });
  await page.goto('/');
  const ids = await page.evaluate(async () => {
    const r = await fetch('/api/search/x').catch(() => null);
    return null;
  });
  for (const id of [1, 2, 40]) {
    const res = await page.request.put('/api/cart/update', { data: { product_id: id, qty: 1 } });
    console.log('cart', id, res.status());
  }
  for (const [file, url] of [['checkout', '/checkout'], ['orders', '/cabinet?tab=orders'], ['messages', '/cabinet?tab=seller_messages'], ['profile', '/cabinet'], ['recipients', '/cabinet?tab=recipients'], ['favorites', '/cabinet?tab=favorites'], ['thank', '/thank-you-page']]) {
    await page.goto(url);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${name}-${file}.png`, fullPage: file === 'checkout' });
  }
  await ctx.close();
}
await browser.close();
