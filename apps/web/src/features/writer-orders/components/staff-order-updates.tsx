import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderNotification } from '@portal/domain/writer-orders/detail-calls';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../platform/file-url';
import { useDatesLocale } from '../../../platform/use-dates-locale';
import { useNotificationText } from '../../notifications/public';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

/**
 * The caller's own notifications about this order (`sortedNotifications`), newest first, each in
 * the reader's language as the notifications page says it.
 */
export function StaffOrderUpdates({ notifications }: { notifications: readonly OrderNotification[] }) {
  const { t } = useTranslation('staff-order');
  const locale = useDatesLocale();
  const line = useNotificationText();

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('updates.title')}
        </Title>
        {notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('updates.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {notifications.map((n) => (
              <Group key={n._id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={n.data.senderImg ? fileUrl(n.data.senderImg) : null} name={n.data.senderName} color="initials" size="sm" radius="xl" />
                <Stack gap={0} miw={0}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line(n)}
                  </Text>
                  <Text size="xs" c="dimmed" title={dayjs(n.createdAt).locale(locale).format('LLL')}>
                    {dayjs(n.createdAt).locale(locale).fromNow()}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
