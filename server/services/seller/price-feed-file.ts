import { SaxesParser } from 'saxes';
import type { FeedLine } from '../../../src/domain/price-feed';

/** A feed bigger than this is refused before it is read: 10,000 offers of YML take about 4 MB. */
export const FEED_MAX_BYTES = 16 * 1024 * 1024;
const FEED_MAX_LINES = 50_000;

type FeedFileProblem = 'feedTooLarge' | 'feedHostileXml' | 'feedMalformed' | 'feedEmpty' | 'feedTooManyLines';
export type FeedFormat = 'yml' | 'csv';

/** The children of `<offer>` a line keeps; `param`, `picture`, `categoryId` and the names are read but change nothing. */
const OFFER_FIELDS = new Set(['price', 'oldprice', 'currencyId', 'stock_quantity', 'vendorCode', 'name']);

/**
 * Declarations are the doors of the XML attacks (entity expansion, external entities and DTDs fetched from outside):
 * a feed that holds any `<!` other than a comment or CDATA is refused before a parser sees it.
 */
export function hostileXml(text: string): boolean {
  for (let at = text.indexOf('<!'); at !== -1; at = text.indexOf('<!', at + 2)) {
    if (!text.startsWith('<!--', at) && !text.startsWith('<![CDATA[', at)) return true;
  }
  return false;
}

/** A file is YML when its first non-blank character opens markup, otherwise it is CSV. */
function feedFormat(text: string): FeedFormat {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? 'yml'
    : 'csv';
}

/** The offers of `yml_catalog > shop > offers > offer`, read by a streaming parser that expands no entity but the five of XML. */
export function readYml(text: string): FeedLine[] | FeedFileProblem {
  if (hostileXml(text)) return 'feedHostileXml';
  const parser = new SaxesParser({ xmlns: false, position: false });
  const path: string[] = [];
  const lines: FeedLine[] = [];
  let current: FeedLine | null = null;
  let field: string | null = null;
  let value = '';
  let tooMany = false;
  let root: string | null = null;
  // saxes keeps one handler per event: each handler does all its event asks.
  parser.on('opentag', (tag) => {
    root ??= tag.name;
    path.push(tag.name);
    const inOffers = path.length === 4 && path[0] === 'yml_catalog' && path[1] === 'shop' && path[2] === 'offers';
    if (inOffers && tag.name === 'offer') {
      if (lines.length >= FEED_MAX_LINES) tooMany = true;
      const attr = (name: string) => (typeof tag.attributes[name] === 'string' ? (tag.attributes[name] as string) : undefined);
      current = { line: lines.length + 1, offerId: attr('id'), available: attr('available') };
    } else if (current && path.length === 5 && OFFER_FIELDS.has(tag.name)) {
      field = tag.name;
      value = '';
    }
  });
  const addText = (t: string) => {
    if (field) value += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    if (field && path.length === 5) {
      if (current) (current as unknown as Record<string, string>)[field] = value.trim();
      field = null;
    } else if (current && path.length === 4 && tag.name === 'offer') {
      if (!tooMany) lines.push(current);
      current = null;
    }
    path.pop();
  });
  try {
    parser.write(text).close();
  } catch {
    return 'feedMalformed';
  }
  if (root !== 'yml_catalog') return 'feedMalformed';
  if (tooMany) return 'feedTooManyLines';
  return lines.length === 0 ? 'feedEmpty' : lines;
}

/** Splits CSV text into rows of cells: quoted cells may hold the separator, quotes doubled and line breaks. */
function csvRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

const CSV_COLUMNS: Record<string, keyof FeedLine> = {
  id: 'offerId',
  available: 'available',
  price: 'price',
  oldprice: 'oldprice',
  currencyid: 'currencyId',
  stock_quantity: 'stock_quantity',
  vendorcode: 'vendorCode',
  name: 'name',
};

/** A CSV with a header row of the YML names (`id`, `price`, `vendorCode`…), separated by commas or semicolons. */
export function readCsv(text: string): FeedLine[] | FeedFileProblem {
  const body = text.replace(/^\uFEFF/, '');
  const header = body.slice(0, body.search(/\r?\n|$/));
  const separator = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const [head, ...rows] = csvRows(body, separator);
  if (!head) return 'feedEmpty';
  const keys = head.map((name) => CSV_COLUMNS[name.trim().toLowerCase()]);
  if (!keys.includes('vendorCode') || !keys.includes('price')) return 'feedMalformed';
  if (rows.length === 0) return 'feedEmpty';
  if (rows.length > FEED_MAX_LINES) return 'feedTooManyLines';
  return rows.map((cells, i) => {
    const line: FeedLine = { line: i + 1 };
    keys.forEach((key, k) => {
      if (key && key !== 'line') (line as unknown as Record<string, string>)[key] = (cells[k] ?? '').trim();
    });
    return line;
  });
}

/** A feed file's offers, or why the whole file is refused. */
export function readFeed(bytes: Buffer): { format: FeedFormat; lines: FeedLine[] } | { problem: FeedFileProblem } {
  if (bytes.length > FEED_MAX_BYTES) return { problem: 'feedTooLarge' };
  const text = bytes.toString('utf8');
  if (text.trim() === '') return { problem: 'feedEmpty' };
  const format = feedFormat(text);
  const lines = format === 'yml' ? readYml(text) : readCsv(text);
  return typeof lines === 'string' ? { problem: lines } : { format, lines };
}
