import { Anchor, Avatar, CloseButton, Group, Stack, Text } from '@mantine/core';
import { notificationTarget, type Notification } from '@portal/domain/notifications/calls';
import { formatTableDateTime } from '@portal/domain/dates/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { fileUrl } from '../../../platform/file-url';
import { useNotificationText } from '../notification-text';

type Props = {
  notification: Notification;
  /** Absent for readers who may not clear (none today: reviewers have no bell). */
  onClear?: () => void;
  clearing?: boolean;
  /** Called when the link is followed, so a dropdown can close. */
  onOpen?: () => void;
};

/** One notification: who, what (a link to the order or the invoices) and when, with its clear button. */
export function NotificationItem({ notification, onClear, clearing, onOpen }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const text = useNotificationText()(notification);
  const sender = notification.data.senderPrefName ?? notification.data.senderName;
  const { user } = useSession();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" py={6}>
      <Avatar src={fileUrl(notification.data.senderImg)} name={sender ?? undefined} color="initials" radius="xl" size={32} alt="" aria-hidden />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={notificationTarget(notification, user.role)} size="sm" fw={500} onClick={onOpen} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Anchor>
        <Text size="xs" c="dimmed">
          {sender ? `${sender} · ` : ''}
          <time dateTime={notification.createdAt}>{formatTableDateTime(notification.createdAt, i18n.language)}</time>
        </Text>
      </Stack>
      {onClear && <CloseButton size="sm" onClick={onClear} disabled={clearing} aria-label={t('clearOne', { text })} data-focus="clear" />}
    </Group>
  );
}
