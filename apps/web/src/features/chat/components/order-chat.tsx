import { Alert, Stack, Title } from '@mantine/core';
import { completedLongAgo } from '@portal/domain/chat/rules';
import type { SlotProps } from '../../../platform/slots';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { ChatPanel } from './chat-panel';

/**
 * The order's chat between its customer and its writer (spec 000 section 4, spec 001 section 4), on
 * both order pages. Once the order has been complete for more than 10 days the other side may no
 * longer be told of new messages, and the chat says so: the customer that their writer may not be,
 * the writer, reviewers and admins that the customer may not be.
 */
export default function OrderChat({ order }: SlotProps['order-chat']) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const old = completedLongAgo({ statusPercentage: order.statusPercentage, completedAt: order.completedAt ?? null }, new Date());
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {user.role === 'user' ? t('titleCustomer') : t('titleStaff')}
      </Title>
      <ChatPanel
        conversation={{ chatType: 'writerToCustomer', order_id: order._id }}
        height={400}
        readOnly={user.role === 'reviewer'}
        notice={
          old && (
            <Alert color="yellow" variant="light" py={6}>
              {user.role === 'user' ? t('completedWarning') : t('completedWarningStaff')}
            </Alert>
          )
        }
      />
    </Stack>
  );
}
