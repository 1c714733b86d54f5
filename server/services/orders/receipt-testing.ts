import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read the way a viewer reads it: each font's ToUnicode map turns the glyph codes of the
 * content stream's TJ/Tj strings back into characters. Enough for pdfkit's output; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const cmapOf = (fontRef: string) => {
    const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
    const cmap = new Map<number, string>();
    for (const range of (objects.get(unicodeRef ?? '')?.stream ?? '').matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) =>
        cmap.set(parseInt(range[1]!, 16) + i, String.fromCharCode(...entry[1]!.split(' ').map((h) => parseInt(h, 16)))),
      );
    }
    return cmap;
  };
  let text = '';
  for (const { dict } of objects.values()) {
    const contentsRef = /\/Contents (\d+) 0 R/.exec(dict)?.[1];
    if (!/\/Type \/Page\b/.test(dict) || !contentsRef) continue;
    const resourcesRef = /\/Resources (\d+) 0 R/.exec(dict)?.[1];
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(resourcesRef ? (objects.get(resourcesRef)?.dict ?? '') : dict)?.[1] ?? '';
    const cmaps = new Map([...fonts.matchAll(/\/(\w+) (\d+) 0 R/g)].map((f) => [f[1]!, cmapOf(f[2]!)]));
    let cmap = new Map<number, string>();
    for (const op of (objects.get(contentsRef)?.stream ?? '').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|(ET)/gi)) {
      if (op[1]) cmap = cmaps.get(op[1]) ?? new Map();
      const strings = op[2] ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((s) => s[1]!) : op[3] !== undefined ? [op[3]] : [];
      for (const hex of strings) for (let i = 0; i < hex.length; i += 4) text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
      if (op[4]) text += '\n';
    }
  }
  return text;
}

/**
 * A PDF's numbered objects: each one's dictionary and its stream, inflated. A stream is its dictionary's /Length
 * bytes: compressed data may end in a carriage return, which a search for the line before `endstream` would take
 * for part of that line, cutting the data short.
 */
export function pdfObjects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of pdf.toString('latin1').matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const opened = /stream\r?\n/.exec(body);
    const start = opened ? opened.index + opened[0].length : 0;
    const data = opened ? Buffer.from(body.slice(start, start + Number(/\/Length (\d+)/.exec(body)?.[1])), 'latin1') : null;
    const stream = data ? (/FlateDecode/.test(body) ? inflateSync(data).toString('latin1') : data.toString('latin1')) : null;
    objects.set(m[1]!, { dict: body.split('stream')[0]!, stream });
  }
  return objects;
}
