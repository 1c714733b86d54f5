import { paths } from '../../../domain/paths';

export type ChatKind = 'regular' | 'order';

const base = () => paths.cabinet('seller_messages');

/** Where each screen of the tab lives: the cabinet's query string, so every screen is a link and Back works. */
export const chatLinks = {
  list: (kind: ChatKind) => (kind === 'order' ? `${base()}&chats=order` : base()),
  conversation: (id: number) => paths.sellerChat(id),
  newOrderChat: (orderId: number) => `${base()}&chats=order&order=${orderId}`,
};

export function chatScreen(search: string): { kind: ChatKind; conversation: number | null; order: number | null } {
  const query = new URLSearchParams(search);
  const id = (name: string) => (/^[1-9]\d{0,9}$/.test(query.get(name) ?? '') ? Number(query.get(name)) : null);
  return { kind: query.get('chats') === 'order' ? 'order' : 'regular', conversation: id('conversation'), order: id('order') };
}
