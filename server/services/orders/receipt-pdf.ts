import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPrice, kopecksToUah } from '../../../src/domain/money';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { PaymentStatus } from '../../db/schema';
import { paymentStatusText, receiptText } from '../../i18n/texts';
import { courierAddress, joined, namedOrders, orderLines } from './order-query';

// Resolved from this module, not the working directory, so the server finds the fonts wherever it is started.
const resolve = createRequire(import.meta.url).resolve;
const FONTS = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Where the thank-you page downloads an order's receipt; the token lets a guest in without signing in. */
export const receiptPath = (orderId: number, token: string) => `/api/orders/${orderId}/receipt.pdf?token=${encodeURIComponent(token)}`;

/** The file name the browser saves, with the order number. */
export const receiptFileName = (orderId: number) => `receipt-${orderId}.pdf`;

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The receipt is the buyer's: the thank-you page holds the order's random token, a signed-in customer needs none for
 * their own orders. Anything else is answered as if the order did not exist (no guessing which numbers are taken).
 */
export async function mayReadReceipt(db: Db, orderId: number, token: string | undefined, customerId: number | null): Promise<boolean> {
  const order = await db.selectFrom('orders').where('id', '=', orderId).select(['receipt_token', 'customer_id']).executeTakeFirst();
  if (!order) return false;
  if (token && sameToken(token, order.receipt_token)) return true;
  return customerId !== null && order.customer_id === customerId;
}

interface ReceiptLine {
  title: string;
  qty: number;
  price_kop: number;
}

/** An order as its receipt shows it, every text already in the order's language. */
interface Receipt {
  lang: Lang;
  id: number;
  createdAt: string;
  shopName: string;
  buyer: string;
  recipient: string;
  delivery: string | null;
  payment: string | null;
  paymentStatus: PaymentStatus;
  lines: ReceiptLine[];
  itemsTotalKop: number;
  discountKop: number;
  /** null: the carrier prices it */
  deliveryKop: number | null;
  totalKop: number;
}

const person = (name: string, surname: string, patronymic: string, phone: string) =>
  joined([surname, name, patronymic].filter(Boolean).join(' '), phone && `+${phone}`);
const langOf = (value: string): Lang => (value === 'ru' ? 'ru' : 'uk');

/** Reads an order in the language it was placed in (docs/product-rules.md#payment-and-the-thank-you-page: the receipt speaks the order's language). */
export async function loadReceipt(db: Db, orderId: number): Promise<Receipt | null> {
  const head = await db.selectFrom('orders').where('id', '=', orderId).select('lang').executeTakeFirst();
  if (!head) return null;
  const lang = langOf(head.lang);
  const order = await namedOrders(db, lang).where('o.id', '=', orderId).selectAll('o').executeTakeFirstOrThrow();
  return {
    lang,
    id: order.id,
    createdAt: order.created_at,
    shopName: order.shop_name,
    buyer: joined(person(order.buyer_name, order.buyer_surname, '', order.buyer_phone), order.buyer_email),
    recipient: person(order.recipient_name, order.recipient_surname, order.recipient_patronymic, order.recipient_phone),
    delivery: order.delivery_title
      ? joined(order.delivery_title, order.city_name, order.point_title, order.point_address, courierAddress(lang, order))
      : null,
    payment: order.payment_title,
    paymentStatus: order.payment_status,
    lines: await orderLines(db, lang, [orderId]),
    itemsTotalKop: order.items_total_kop,
    discountKop: order.discount_kop,
    deliveryKop: order.delivery_price_kop,
    totalKop: order.total_kop,
  };
}

const money = (kopecks: number) => formatPrice(kopecksToUah(kopecks));

const PAGE = { size: 'A4', margin: 50 } as const;
const WIDTH = 595.28 - 2 * PAGE.margin;
/** item title, quantity, price, sum */
const COLUMNS = [WIDTH - 230, 50, 90, 90] as const;

/** Renders the receipt: a one-order document in the order's language with DejaVu embedded, so Cyrillic shows everywhere. */
export function renderReceipt(receipt: Receipt, storeName: string): Promise<Buffer> {
  const { lang } = receipt;
  const t = (key: Parameters<typeof receiptText>[1], vars?: Record<string, string | number>) => receiptText(lang, key, vars);
  const doc = new PDFDocument({ ...PAGE, info: { Title: t('heading', { number: receipt.id }), Author: storeName } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });

  const left = PAGE.margin;
  doc.font('bold').fontSize(20).text(storeName);
  doc
    .moveDown(0.3)
    .fontSize(14)
    .text(t('heading', { number: receipt.id }));
  doc.moveDown(0.8);

  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
    doc.moveDown(0.2);
  };
  const date = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-UA' : 'uk-UA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  });
  field(t('date'), date.format(new Date(receipt.createdAt)));
  field(t('seller'), receipt.shopName);
  field(t('buyer'), receipt.buyer);
  if (receipt.recipient) field(t('recipient'), receipt.recipient);
  field(t('delivery'), receipt.delivery ?? t('agreedByPhone'));
  field(t('payment'), receipt.payment ?? t('agreedByPhone'));
  field(t('paymentStatus'), paymentStatusText(lang, receipt.paymentStatus));
  doc.moveDown(0.8);

  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
    // A row never starts where its cells would be split over two pages.
    if (doc.y > doc.page.height - PAGE.margin - 60) doc.addPage();
    const top = doc.y;
    doc.font(font).fontSize(10);
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: COLUMNS[i]! - 8, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += COLUMNS[i]!;
    });
    doc.x = left;
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.y += 4;
  };
  row([t('item'), t('qty'), t('price'), t('sum')], 'bold');
  for (const line of receipt.lines) row([line.title, String(line.qty), money(line.price_kop), money(line.price_kop * line.qty)], 'regular');
  doc.moveDown(0.5);

  const total = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
    doc
      .font(font)
      .fontSize(font === 'bold' ? 12 : 10)
      .text(`${label}: ${value}`, left, doc.y, { width: WIDTH, align: 'right' });
    doc.moveDown(0.2);
  };
  total(t('itemsTotal'), money(receipt.itemsTotalKop));
  if (receipt.discountKop > 0) total(t('discount'), money(-receipt.discountKop));
  total(t('deliveryPrice'), receipt.deliveryKop === null ? t('deliveryByCarrier') : money(receipt.deliveryKop));
  total(t('total'), money(receipt.totalKop), 'bold');
  doc
    .moveDown(1.5)
    .font('regular')
    .fontSize(10)
    .text(t('thanks', { store: storeName }), left, doc.y, { width: WIDTH });

  doc.end();
  return done;
}
