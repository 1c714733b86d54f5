/** A shopper-visible text in both languages: [Ukrainian, Russian]. */
export type Bi = readonly [uk: string, ru: string];

/** 0 for Ukrainian, 1 for Russian: the index into a `Bi`. */
export type LangIndex = 0 | 1;

/** Joins the non-empty parts with single spaces and tidies the space before punctuation. */
export function words(...parts: (string | undefined)[]): string {
  return parts
    .filter((p) => p)
    .join(' ')
    .replace(/\s+([,.:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Replaces `{name}` with `vars[name]`; a placeholder left unfilled is a bug in the templates. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`template needs {${name}}: ${template}`);
    return value;
  });
}

export function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
