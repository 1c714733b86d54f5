import type { NovaPoshtaClient } from './nova-poshta';

/** One row of Nova Poshta's list of its message codes (CommonGeneral.getMessageCodeText). */
interface MessageCodeRow {
  MessageCode: string;
  MessageText?: string;
  MessageDescriptionUA?: string;
  MessageDescriptionRU?: string;
}

/** The list is the same for every key and long: one reading serves a process this long. */
const LIST_KEPT_MS = 24 * 60 * 60_000;
/** A person is waiting for the refusal: the list gets one short try, and without it the reason is left out. */
const LIST_RETRY = { attempts: 1, timeoutMs: 2_500 };

const kept = new WeakMap<NovaPoshtaClient, { at: number; texts: Map<string, MessageCodeRow> }>();

async function messageTexts(client: NovaPoshtaClient, now: number): Promise<Map<string, MessageCodeRow>> {
  const held = kept.get(client);
  if (held && now - held.at < LIST_KEPT_MS) return held.texts;
  const rows = await client.call<MessageCodeRow>('CommonGeneral', 'getMessageCodeText', {}, { retry: LIST_RETRY });
  const texts = new Map(rows.map((row) => [row.MessageCode, row]));
  kept.set(client, { at: now, texts });
  return texts;
}

/**
 * Nova Poshta's own words for the codes of a refusal (an answer's `errorCodes`), in Ukrainian or Russian as its list
 * gives them, joined into one sentence; '' when the list cannot be read or names none of them, so the caller's own
 * text stands alone.
 */
export async function npRefusalReason(
  client: NovaPoshtaClient,
  codes: readonly string[],
  lang: 'uk' | 'ru',
  now = Date.now(),
): Promise<string> {
  if (codes.length === 0) return '';
  let texts: Map<string, MessageCodeRow>;
  try {
    texts = await messageTexts(client, now);
  } catch {
    return '';
  }
  const said = codes.flatMap((code) => {
    const row = texts.get(code);
    const text = (lang === 'ru' ? row?.MessageDescriptionRU : row?.MessageDescriptionUA) || row?.MessageText;
    return text ? [text.trim().replace(/\.$/, '')] : [];
  });
  return [...new Set(said)].join('; ');
}
