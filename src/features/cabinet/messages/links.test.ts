import { describe, expect, it } from 'vitest';
import { chatLinks, chatScreen } from './links';

describe('chat screens in the cabinet query', () => {
  it.each([
    ['?tab=seller_messages', { kind: 'regular', conversation: null, order: null }],
    ['?tab=seller_messages&chats=order', { kind: 'order', conversation: null, order: null }],
    ['?tab=seller_messages&conversation=12', { kind: 'regular', conversation: 12, order: null }],
    ['?tab=seller_messages&chats=order&order=7', { kind: 'order', conversation: null, order: 7 }],
    ['?tab=seller_messages&conversation=abc&chats=other', { kind: 'regular', conversation: null, order: null }],
    ['?tab=seller_messages&conversation=0', { kind: 'regular', conversation: null, order: null }],
    ['?tab=seller_messages&conversation=-3', { kind: 'regular', conversation: null, order: null }],
  ])('%s', (search, screen) => {
    expect(chatScreen(search)).toEqual(screen);
  });

  it.each([
    [chatLinks.list('regular'), { kind: 'regular', conversation: null, order: null }],
    [chatLinks.list('order'), { kind: 'order', conversation: null, order: null }],
    [chatLinks.conversation(5), { kind: 'regular', conversation: 5, order: null }],
    [chatLinks.newOrderChat(9), { kind: 'order', conversation: null, order: 9 }],
  ])('%s reads back as its screen of the messages tab', (link, screen) => {
    expect(link.startsWith('/cabinet?tab=seller_messages')).toBe(true);
    expect(chatScreen(link.slice(link.indexOf('?')))).toEqual(screen);
  });
});
