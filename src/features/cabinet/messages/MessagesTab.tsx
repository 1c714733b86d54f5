import { useSearch } from 'wouter';
import { ChatLists } from './ChatLists';
import { ConversationView } from './ConversationView';
import { chatScreen } from './links';
import { NewOrderChat } from './NewOrderChat';
import './messages.css';

/** Cabinet "seller_messages" (docs/product-rules.md#routes-and-screens): chats with sellers, regular and about orders, and one chat at a time. */
export default function MessagesTab() {
  const screen = chatScreen(useSearch());
  if (screen.conversation !== null) return <ConversationView key={screen.conversation} id={screen.conversation} />;
  if (screen.order !== null) return <NewOrderChat key={screen.order} orderId={screen.order} />;
  return <ChatLists current={screen.kind} />;
}
