import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { fetchOrderChats, sendAboutOrder } from '../../../api/conversations';
import { formatPrice } from '../../../domain/money';
import { lang } from '../../../stores/session';
import { ChatState } from './ChatState';
import { longShopDate } from '../../../lib/shop-date';
import { chatLinks } from './links';
import { MessageForm } from './MessageForm';
import { useChatData } from './chat-data';
import { AppLink } from '../../../ui/AppLink';
import { SellerLink } from '../../../ui/SellerLink';

/** The first message about an order: sending it starts the chat, which then opens in its place. */
export function NewOrderChat({ orderId }: { orderId: number }) {
  useSignals();
  const { t } = useTranslation('messages');
  const [, navigate] = useLocation();
  const orders = useChatData('chats:order', fetchOrderChats);
  const back = (
    <AppLink href={chatLinks.list('order')} className="chat__back">
      {t('back')}
    </AppLink>
  );
  if (!orders.data) return <ChatState status={orders.status} retry={orders.refresh} before={back} />;
  const chat = orders.data.data.find((c) => c.order.id === orderId);
  // Not the customer's order: back to the list, as for any link that leads nowhere.
  if (!chat) return <Redirect to={chatLinks.list('order')} replace />;
  if (chat.conversation_id !== null) return <Redirect to={chatLinks.conversation(chat.conversation_id)} replace />;
  return (
    <div className="chat">
      {back}
      <header className="chat__head">
        <h3 className="chat__seller">
          <SellerLink seller={chat.seller} />
        </h3>
        <p className="chat__about">
          {t('orderTitle', { id: chat.order.id, date: longShopDate(lang.value, chat.order.created_at) })} ·{' '}
          {t('orderTotal', { total: formatPrice(chat.order.total) })}
        </p>
      </header>
      <p className="chats__empty">{t('noMessagesYet')}</p>
      <MessageForm
        send={(text) => sendAboutOrder(orderId, text).then(({ id }) => navigate(chatLinks.conversation(id), { replace: true }))}
        onSent={() => {}}
      />
    </div>
  );
}
