import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuBadgeProps } from '../../../platform/web-feature';
import { useUnreadChats } from '../api';
import classes from './chat.module.css';

/** Above this the badge says "99+": the menu has no room for more digits. */
const MAX_SHOWN = 99;

/**
 * The unread messages of the writers' chats with the admins, beside the menu's chat entry (the
 * writer's `/chat`, the admin's `/chats`). Nothing while loading, on an error or at zero: a badge
 * only ever shows a count that is there.
 */
export default function UnreadChatsBadge({ condensed }: MenuBadgeProps) {
  const { t } = useTranslation('chat');
  const unread = useUnreadChats();
  const count = unread.data?.conversations.filter((c) => c.key.startsWith('writer:')).reduce((sum, c) => sum + c.unread, 0) ?? 0;
  if (count === 0) return null;
  return (
    <>
      <Badge color="red.9" size={condensed ? 'xs' : 'sm'} circle={count < 10} className={condensed ? classes.menuBadgeCondensed : undefined} aria-hidden>
        {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
      </Badge>
      <VisuallyHidden>{t('unreadCount', { count })}</VisuallyHidden>
    </>
  );
}
