/**
 * Text put into HTML or SVG markup (page heads, the sandbox acquirer's page, pictures drawn from titles): the five
 * characters that could end a text or an attribute become numeric references, which HTML and XML read alike.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
