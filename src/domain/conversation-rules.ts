/** A message in a chat with a seller: the app and the API refuse it with the same words (docs/product-rules.md#cabinet). */
import { rules, type FormRules } from './form-rules';

/** Room for a detailed question, not for a pasted document. */
export const MESSAGE_TEXT_MAX = 2000;

/** How often an open chat asks for the seller's new replies while the page is in view. */
export const CHAT_POLL_MS = 15_000;

export type MessageValues = { text: string };
export const messageRules: FormRules<MessageValues> = {
  text: rules('required', ['maxLength', MESSAGE_TEXT_MAX]),
};
