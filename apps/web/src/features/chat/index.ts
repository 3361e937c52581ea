import { TIMINGS } from '@portal/domain/limits';
import { IconMessages } from '@tabler/icons-react';
import { createElement, lazy, Suspense } from 'react';
import type { SlotProps } from '../../platform/slots';
import type { MenuBadgeProps, WebFeature } from '../../platform/web-feature';
import { withCatalogs } from '../../platform/i18n';
import { WhenNearOrLater } from '../../ui/when-near-or-later';

// The panel (and the message box, the upload, dayjs) is below the order's first screen: it loads once
// that screen is painted and the visitor nears it, or once the page's first moments (the spec's
// 1500 ms of preloader) are over, holding its room (the title, 400 px of messages and the message box
// as drawn: 508 px) until it is there, so nothing below it moves.
const OrderChat = lazy(withCatalogs(['chat'], () => import('./components/order-chat')));
const chatRoom = createElement('div', { style: { height: 508 }, 'aria-hidden': true });
const Chat = (props: SlotProps['order-chat']) =>
  createElement(WhenNearOrLater, {
    placeholder: chatRoom,
    laterMs: TIMINGS.preloaderMs,
    children: createElement(Suspense, { fallback: chatRoom }, createElement(OrderChat, props)),
  });
// The menu's unread badge loads after the menu, with its catalog: nothing shows until it has a count.
const UnreadBadge = lazy(withCatalogs(['chat'], () => import('./components/unread-badge')));
const Unread = (props: MenuBadgeProps) => createElement(Suspense, { fallback: null }, createElement(UnreadBadge, props));

/**
 * The chats (spec 000 section 4, spec 001 sections 2 and 4): the order's chat on both order pages,
 * the writer's chat with the admins (`/chat`) and the admins' side of it (`/chats`). Reviewers may not
 * open either page; they read the order chat without a message box.
 */
export const chatFeature: WebFeature = {
  name: 'chat',
  routes: [
    { path: '/chat', roles: ['writer'], namespaces: ['chat'], load: () => import('./pages/writer-chat-page') },
    { path: '/chats', roles: ['admin'], namespaces: ['chat'], load: () => import('./pages/admin-chats-page') },
  ],
  menu: [
    { roles: ['writer'], position: 60, entry: () => ({ key: 'chat', label: 'menu.chatWithAdmin', icon: IconMessages, to: '/chat', badge: Unread }) },
    { roles: ['admin'], position: 60, entry: () => ({ key: 'chats', label: 'chat:menu.admin', icon: IconMessages, to: '/chats', badge: Unread }) },
  ],
  slots: { 'order-chat': Chat, 'staff-order-chat': Chat },
};
