/**
 * Light pictures drawn from the data: product photos, brand and seller logos, banners.
 * Pure functions, no libraries; every picture has explicit width, height and viewBox.
 */
import { escapeMarkup } from '../http/escape-markup';

export type ProductImageKind = 'bottle' | 'jar' | 'bag' | 'box';

/** A stable hue (0..359) for a number or a name. */
function hue(seed: number | string): number {
  if (typeof seed === 'number') return Math.round((seed * 137.508) % 360);
  let h = 0;
  for (const ch of seed) h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % 360;
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360}, ${s}%, ${l}%)`;

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    `<title>${escapeMarkup(label)}</title>${body}</svg>`
  );
}

/** Splits text into at most `maxLines` lines of about `maxChars`, with an ellipsis when it does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= maxChars) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      line = '';
      break;
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  const shown = lines.join(' ').split(/\s+/).filter(Boolean).length;
  if (shown < words.length || lines.some((l) => [...l].length > maxChars)) {
    const last = [...(lines.pop() ?? '')]
      .slice(0, maxChars - 1)
      .join('')
      .trimEnd();
    lines.push(`${last}…`);
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * Math.round(size * 1.25)}" font-size="${size}" ${attrs}>${escapeMarkup(l)}</text>`)
    .join('');
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

/** A hemp leaf of seven blades, centred at (x, y), about `size` tall. */
function leaf(x: number, y: number, size: number, fill: string): string {
  const blade = 'M0 0 C -7 -18 -6 -38 0 -50 C 6 -38 7 -18 0 0 Z';
  const angles = [-75, -50, -25, 0, 25, 50, 75];
  const scales = [0.45, 0.7, 0.88, 1, 0.88, 0.7, 0.45];
  const blades = angles.map((a, i) => `<path d="${blade}" transform="rotate(${a}) scale(${scales[i]})"/>`).join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 60})" fill="${fill}">${blades}<rect x="-1.5" y="0" width="3" height="14" rx="1.5"/></g>`;
}

const SHAPES: Record<ProductImageKind, (main: string, dark: string, light: string) => string> = {
  bottle: (main, dark) =>
    `<rect x="272" y="100" width="56" height="56" rx="26" fill="${dark}"/>` +
    `<rect x="258" y="150" width="84" height="40" rx="8" fill="${dark}"/>` +
    `<rect x="215" y="184" width="170" height="246" rx="30" fill="${main}"/>` +
    `<rect x="232" y="250" width="136" height="110" rx="10" fill="#fff" opacity="0.88"/>` +
    leaf(300, 320, 70, main),
  jar: (main, dark) =>
    `<rect x="185" y="182" width="230" height="56" rx="14" fill="${dark}"/>` +
    `<rect x="172" y="230" width="256" height="200" rx="40" fill="${main}"/>` +
    `<rect x="172" y="282" width="256" height="90" fill="#fff" opacity="0.85"/>` +
    leaf(300, 350, 62, main),
  bag: (main, dark, light) =>
    `<path d="M205 140 L395 140 L412 420 Q300 446 188 420 Z" fill="${main}"/>` +
    `<rect x="205" y="140" width="190" height="26" fill="${dark}"/>` +
    `<ellipse cx="300" cy="320" rx="70" ry="54" fill="${light}" opacity="0.7"/>` +
    leaf(300, 345, 70, '#fff'),
  box: (main, dark, light) =>
    `<path d="M185 215 L240 170 L435 170 L380 215 Z" fill="${light}"/>` +
    `<path d="M380 215 L435 170 L435 375 L380 420 Z" fill="${dark}"/>` +
    `<rect x="185" y="215" width="195" height="205" fill="${main}"/>` +
    leaf(282, 345, 80, '#fff'),
};

/** 600×600 product picture: soft background from the id, a shape for the kind, a short label. */
export function productImageSvg({ id, index, title, kind }: { id: number; index: number; title: string; kind: ProductImageKind }): string {
  const h = hue(id) + index * 24;
  const main = hsl(h, 40, 45);
  const body =
    `<rect width="600" height="600" fill="${hsl(h, 55, 93)}"/>` +
    `<circle cx="${120 + ((index * 170) % 360)}" cy="${110 + ((index * 90) % 200)}" r="150" fill="${hsl(h, 50, 87)}"/>` +
    `<ellipse cx="300" cy="440" rx="150" ry="16" fill="${hsl(h, 30, 80)}"/>` +
    SHAPES[kind](main, hsl(h, 40, 32), hsl(h, 45, 64)) +
    textLines(wrapText(title, 30, 2), 300, 505, 26, `text-anchor="middle" fill="#2b2b2b" ${FONT}`);
  return svg(600, 600, body, title);
}

/** 240×120 brand logo: the name beside a leaf, in the brand's own colour. */
export function brandLogoSvg({ name }: { name: string }): string {
  const h = hue(name);
  const lines = wrapText(name, 12, 2);
  const size = lines.length > 1 ? 20 : [...name].length > 9 ? 22 : 28;
  const top = 60 - ((lines.length - 1) * Math.round(size * 1.25)) / 2 + size * 0.35;
  const body =
    `<rect x="1" y="1" width="238" height="118" rx="14" fill="#fff" stroke="${hsl(h, 35, 80)}" stroke-width="2"/>` +
    leaf(46, 74, 56, hsl(h, 45, 38)) +
    textLines(lines, 86, Math.round(top), size, `font-weight="700" fill="${hsl(h, 45, 28)}" ${FONT}`);
  return svg(240, 120, body, name);
}

/** Up to two initials: the first letters of the first two words, or of a CamelCase name's parts. */
export function initials(name: string): string {
  const words = name.split(/[\s\-–—&’'.,]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const first = (w: string) => [...w].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? '';
  if (words.length >= 2) return (first(words[0] as string) + first(words[1] as string)).toUpperCase();
  const word = words[0] ?? '';
  const capitals = [...word].filter((ch) => /\p{Lu}/u.test(ch));
  return (capitals.length >= 2 ? capitals.slice(0, 2).join('') : first(word)).toUpperCase() || '?';
}

/** 160×160 seller logo: initials in a circle. */
export function sellerLogoSvg({ shopName }: { shopName: string }): string {
  const h = hue(shopName);
  const body =
    `<circle cx="80" cy="80" r="78" fill="${hsl(h, 45, 42)}"/>` +
    `<circle cx="80" cy="80" r="66" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>` +
    `<text x="80" y="80" dy="0.35em" font-size="56" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeMarkup(initials(shopName))}</text>`;
  return svg(160, 160, body, shopName);
}

/** A banner of any size: gradient, leaves, a title and a subtitle sized to the banner. */
export function bannerSvg({
  title,
  subtitle,
  id,
  width,
  height,
}: {
  title: string;
  subtitle: string;
  id: number;
  width: number;
  height: number;
}): string {
  const h = hue(id);
  const titleSize = Math.max(14, Math.round(Math.min(height * 0.14, width * 0.06)));
  const subtitleSize = Math.max(11, Math.round(titleSize * 0.55));
  const x = Math.round(width * 0.07);
  const textWidth = width * 0.62;
  const titleLines = wrapText(title, Math.max(8, Math.floor(textWidth / (titleSize * 0.56))), 2);
  const subtitleLines = wrapText(subtitle, Math.max(10, Math.floor(textWidth / (subtitleSize * 0.52))), 2);
  const titleHeight = titleLines.length * Math.round(titleSize * 1.25);
  const blockHeight = titleHeight + subtitleLines.length * Math.round(subtitleSize * 1.25) + subtitleSize * 0.6;
  const top = Math.round((height - blockHeight) / 2 + titleSize);
  const gradient = `banner-gradient-${id}`;
  const body =
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(h, 50, 34)}"/><stop offset="1" stop-color="${hsl(h + 40, 55, 52)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${gradient})"/>` +
    `<circle cx="${Math.round(width * 0.86)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.62)}" fill="#fff" opacity="0.1"/>` +
    leaf(Math.round(width * 0.85), Math.round(height * 0.66), Math.round(height * 0.55), 'rgba(255,255,255,0.85)') +
    textLines(titleLines, x, top, titleSize, `font-weight="700" fill="#fff" ${FONT}`) +
    textLines(subtitleLines, x, Math.round(top + titleHeight + subtitleSize * 0.4), subtitleSize, `fill="#fff" fill-opacity="0.9" ${FONT}`);
  return svg(width, height, body, title);
}

const KIND_RULES: [ProductImageKind, RegExp][] = [
  ['jar', /крем|бальзам|маз[ьіи]|губ|баночк|капсул/],
  ['bag', /корм|ласощ|лакомств|насінн|семен|борошн|мук[аи]|протеїн|протеин|ча[йї]|снек|смузі|смузи|їжа|еда/],
  ['bottle', /(^|[\s-])ол[іи]|масл|cbd|спре|шампун|кондиц[іи]онер|сироват|сыворот/],
];

/**
 * The picture kind for a product from its category path (names root first, either language):
 * the deepest category that names a recognisable product decides; 'box' otherwise.
 */
export function productKindForCategoryPath(names: readonly string[]): ProductImageKind {
  for (let i = names.length - 1; i >= 0; i--) {
    const name = (names[i] ?? '').toLowerCase();
    for (const [kind, rule] of KIND_RULES) if (rule.test(name)) return kind;
  }
  return 'box';
}
