/**
 * Renders the app icons with plain code (no image tools, no dependencies): a white hemp leaf on the
 * store's green, plus the shortcut glyphs, into `public/icons/`. Shapes are inside-tests, sampled 5×5
 * per pixel for smooth edges; the result is a small palette PNG (the only colours are blends of green
 * and white, and green over transparency at rounded corners), deflated with node:zlib.
 *
 *   npx tsx scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];
/** An inside-test in glyph coordinates: x right, y up, the glyph roughly within [-1, 1]. */
type Shape = (x: number, y: number) => boolean;

export const GREEN: Rgb = [0x2f, 0x6b, 0x3a];
export const WHITE: Rgb = [0xff, 0xff, 0xff];
const SAMPLES = 5;

// ---------------------------------------------------------------------------------------------------
// PNG (colour type 3: palette, 8 bits per pixel)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export interface PaletteImage {
  width: number;
  height: number;
  /** One palette index per pixel, row by row. */
  pixels: Uint8Array;
  palette: readonly Rgb[];
  /** Alpha per palette entry; omitted when every entry is opaque. */
  alpha?: readonly number[];
}

export function encodePng({ width, height, pixels, palette, alpha }: PaletteImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth, colour type, compression, filter, interlace
  const raw = Buffer.alloc((width + 1) * height); // each row: filter byte 0 (none), then indices
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const chunks = [chunk('IHDR', header), chunk('PLTE', Uint8Array.from(palette.flat()))];
  if (alpha?.some((a) => a < 255)) {
    let last = alpha.length;
    while (last > 0 && alpha[last - 1] === 255) last--; // trailing opaque entries may be left out
    chunks.push(chunk('tRNS', Uint8Array.from(alpha.slice(0, last))));
  }
  chunks.push(chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array()));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

// ---------------------------------------------------------------------------------------------------
// Shapes

/** Half-width of a hemp leaflet at `u` (0 at the base, 1 at the tip), relative to its length. */
function leafletHalfWidth(u: number, serrated: boolean): number {
  if (u <= 0 || u >= 1) return 0;
  const a = 0.6;
  const b = 1.25;
  const peak = a / (a + b);
  const body = (u ** a * (1 - u) ** b) / (peak ** a * (1 - peak) ** b);
  if (!serrated || u < 0.18 || u > 0.94) return 0.12 * body;
  const teeth = 9;
  const phase = (u * teeth) % 1;
  return 0.12 * body * (1 - 0.16 * phase);
}

interface Leaflet {
  /** Degrees from straight up, positive to the right. */
  angle: number;
  length: number;
}

export const LEAFLETS: readonly Leaflet[] = [
  { angle: 0, length: 1 },
  { angle: 28, length: 0.86 },
  { angle: -28, length: 0.86 },
  { angle: 57, length: 0.64 },
  { angle: -57, length: 0.64 },
  { angle: 90, length: 0.38 },
  { angle: -90, length: 0.38 },
];
const STEM = { halfWidth: 0.032, bottom: -0.3 };

function leafletFrame({ angle }: Leaflet) {
  const r = (angle * Math.PI) / 180;
  return { dx: Math.sin(r), dy: Math.cos(r) };
}

export function hempLeaf(serrated: boolean): Shape {
  const frames = LEAFLETS.map((l) => ({ ...leafletFrame(l), length: l.length }));
  return (x, y) => {
    if (y <= 0.02 && y >= STEM.bottom && Math.abs(x) <= STEM.halfWidth * (1 - 0.3 * (y / STEM.bottom))) return true;
    for (const { dx, dy, length } of frames) {
      const t = (x * dx + y * dy) / length;
      if (t <= 0 || t >= 1) continue;
      const s = Math.abs(x * dy - y * dx) / length;
      if (s <= leafletHalfWidth(t, serrated)) return true;
    }
    return false;
  };
}

/** The leaf's outline points (unserrated), for fitting it into a circle and for the SVG. */
export function leafletOutline(steps = 16): Point[] {
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    right.push([leafletHalfWidth(u, false), u]);
  }
  const left = right
    .slice(1, -1)
    .reverse()
    .map(([w, u]) => [-w, u] as const);
  return [...right, ...left];
}

function leafPoints(): Point[] {
  const outline = leafletOutline(32);
  const points: Point[] = [
    [-STEM.halfWidth, STEM.bottom],
    [STEM.halfWidth, STEM.bottom],
  ];
  for (const l of LEAFLETS) {
    const { dx, dy } = leafletFrame(l);
    for (const [s, t] of outline) points.push([(t * dx + s * dy) * l.length, (t * dy - s * dx) * l.length]);
  }
  return points;
}

/** Centre and radius of the leaf: the bounding box centre and the farthest point from it. */
export function leafCircle(): { cx: number; cy: number; radius: number } {
  const points = leafPoints();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const radius = Math.max(...points.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  return { cx, cy, radius };
}

function roundedBox(cx: number, cy: number, halfW: number, halfH: number, r: number): Shape {
  return (x, y) => {
    const qx = Math.abs(x - cx) - (halfW - r);
    const qy = Math.abs(y - cy) - (halfH - r);
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) <= r;
  };
}

const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((s) => s(x, y));

export const GLYPHS = {
  /** Catalogue: a 2×2 grid of tiles. */
  catalog: union(
    roundedBox(-0.47, 0.47, 0.36, 0.36, 0.1),
    roundedBox(0.47, 0.47, 0.36, 0.36, 0.1),
    roundedBox(-0.47, -0.47, 0.36, 0.36, 0.1),
    roundedBox(0.47, -0.47, 0.36, 0.36, 0.1),
  ),
  /** Cart: a shopping bag with a handle. */
  cart: union(roundedBox(0, -0.3, 0.78, 0.62, 0.14), (x, y) => {
    const d = Math.hypot(x, y - 0.32);
    return y >= 0.32 && d <= 0.48 && d >= 0.3;
  }),
  /** Cabinet: a person. */
  cabinet: union(
    (x, y) => Math.hypot(x, y - 0.45) <= 0.4,
    (x, y) => y >= -0.95 && (x / 0.82) ** 2 + ((y + 0.85) / 0.78) ** 2 <= 1,
  ),
} satisfies Record<string, Shape>;

// ---------------------------------------------------------------------------------------------------
// Rendering

export interface IconSpec {
  size: number;
  /**
   * `rounded`: a green rounded square on transparency; `full`: green to the edges (maskable, Apple); `none`: the
   * glyph alone in white on transparency (a notification badge, of which a phone reads only the shape).
   */
  background: 'rounded' | 'full' | 'none';
  glyph: Shape;
  /** Where the glyph's centre sits and how far its farthest point reaches, in glyph units → pixels. */
  centre: Point;
  /** Pixels per glyph unit. */
  scale: number;
}

export function renderIcon(spec: IconSpec): PaletteImage {
  if (spec.background === 'none') return renderBadge(spec);
  const { size, background, glyph, centre, scale } = spec;
  const n = SAMPLES * SAMPLES;
  const corner = size * 0.22;
  const inBackground: (px: number, py: number) => boolean =
    background === 'full' ? () => true : (px, py) => roundedBox(size / 2, size / 2, size / 2, size / 2, corner)(px, py);
  const pixels = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (!inBackground(x, y)) continue;
          bg++;
          if (glyph((x - size / 2) / scale + centre[0], (size / 2 - y) / scale + centre[1])) mark++;
        }
      }
      // 0..n: opaque green→white by mark coverage; n+1..2n+1: green with alpha by background coverage.
      pixels[py * size + px] = bg === n ? mark : n + 1 + bg;
    }
  }
  const mix = (k: number): Rgb => GREEN.map((g, i) => Math.round(g + ((WHITE[i]! - g) * k) / n)) as unknown as Rgb;
  const palette: Rgb[] = [];
  const alpha: number[] = [];
  for (let k = 0; k <= n; k++) {
    palette.push(mix(k));
    alpha.push(255);
  }
  if (background === 'rounded') {
    for (let k = 0; k <= n; k++) {
      palette.push(GREEN);
      alpha.push(Math.round((255 * k) / n));
    }
  }
  return { width: size, height: size, pixels, palette, alpha: background === 'rounded' ? alpha : undefined };
}

/** The glyph in white, its coverage of each pixel as the pixel's opacity: one colour, many alphas. */
function renderBadge({ size, glyph, centre, scale }: IconSpec): PaletteImage {
  const n = SAMPLES * SAMPLES;
  const pixels = new Uint8Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          if (glyph((px + (sx + 0.5) / SAMPLES - size / 2) / scale + centre[0], (size / 2 - py - (sy + 0.5) / SAMPLES) / scale + centre[1]))
            mark++;
        }
      }
      pixels[py * size + px] = mark;
    }
  }
  const levels = Array.from({ length: n + 1 }, (_, k) => k);
  return { width: size, height: size, pixels, palette: levels.map(() => WHITE), alpha: levels.map((k) => Math.round((255 * k) / n)) };
}

/** The leaf fitted so its farthest point is `reach` of the icon size from the centre. */
function leafIcon(size: number, background: IconSpec['background'], reach: number): IconSpec {
  const { cx, cy, radius } = leafCircle();
  return { size, background, glyph: hempLeaf(size >= 384), centre: [cx, cy], scale: (size * reach) / radius };
}

function glyphIcon(size: number, glyph: Shape): IconSpec {
  return { size, background: 'rounded', glyph, centre: [0, 0], scale: size * 0.3 };
}

export const ICONS: Record<string, IconSpec> = {
  'icon-192.png': leafIcon(192, 'rounded', 0.38),
  // The header's logo: 32 px drawn, sharp up to three device pixels per px (src/ui/logo.ts).
  'icon-96.png': leafIcon(96, 'rounded', 0.38),
  'icon-512.png': leafIcon(512, 'rounded', 0.38),
  // Maskable: everything within the safe zone, a centred circle of 40% radius; the mark stays within 34%.
  'icon-maskable-512.png': leafIcon(512, 'full', 0.34),
  // iOS rounds the corners itself and paints transparency black: full bleed.
  'apple-touch-icon.png': leafIcon(180, 'full', 0.36),
  // A notification's badge (sw/push-notice.ts): the leaf alone, nearly to the edges, as Android draws it small.
  'badge-96.png': leafIcon(96, 'none', 0.46),
  'shortcut-catalog-96.png': glyphIcon(96, GLYPHS.catalog),
  'shortcut-cart-96.png': glyphIcon(96, GLYPHS.cart),
  'shortcut-cabinet-96.png': glyphIcon(96, GLYPHS.cabinet),
};

// ---------------------------------------------------------------------------------------------------
// SVG favicon (the same leaf: one leaflet path, used seven times)

const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const num = (v: number) => String(Math.round(v * 100) / 100);

export function leafSvg(): string {
  const size = 64;
  const { cx, cy, radius } = leafCircle();
  const scale = (size * 0.38) / radius;
  const leaflet = leafletOutline(16)
    .map(([w, u], i) => `${i ? 'L' : 'M'}${num(w)} ${num(-u)}`)
    .join('');
  const uses = LEAFLETS.map((l) => `<use href="#l" transform="rotate(${l.angle}) scale(${l.length})"/>`).join('');
  const stem = `<path d="M${-STEM.halfWidth} 0L${STEM.halfWidth} 0L${num(STEM.halfWidth * 0.7)} ${-STEM.bottom}L${num(-STEM.halfWidth * 0.7)} ${-STEM.bottom}Z"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${num(size * 0.22)}" fill="${hex(GREEN)}"/>`,
    `<g fill="${hex(WHITE)}" transform="translate(${num(size / 2 - cx * scale)} ${num(size / 2 + cy * scale)}) scale(${num(scale)})">`,
    `<defs><path id="l" d="${leaflet}Z"/></defs>${uses}${stem}`,
    `</g></svg>`,
    '',
  ].join('');
}

// ---------------------------------------------------------------------------------------------------

export function writeIcons(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, spec] of Object.entries(ICONS)) {
    const png = encodePng(renderIcon(spec));
    writeFileSync(join(dir, name), png);
    written.push(`${name} ${png.length} B`);
  }
  const svg = leafSvg();
  writeFileSync(join(dir, 'icon.svg'), svg);
  written.push(`icon.svg ${Buffer.byteLength(svg)} B`);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of writeIcons(join(process.cwd(), 'public', 'icons'))) console.log(line);
}
