import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import { IconCircleCheck, IconExternalLink, IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { safeExternalUrl } from '../../../platform/file-url';
import { useSaveFeedback } from '../api';
import { moduleScreens } from '../module-links';

// The toasts' code is not part of the order page's first download: it comes with the first toast.
const toast = (message: { color: string; message: string }) => void import('@mantine/notifications').then(({ notifications }) => notifications.show(message));

/**
 * The feedback link (spec 000 section 4): an external form is opened and the customer then says
 * whether they filled it in; the site's own survey is a screen of the portal.
 */
export function OrderFeedback({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const save = useSaveFeedback(order._id);
  const survey = order.package.surveyDetails;
  const externalUrl = safeExternalUrl(survey?.url);
  if (!externalUrl && !survey?._id) return null;

  const confirm = () =>
    save.mutate(true, {
      onSuccess: () => toast({ color: 'green', message: t('feedback.thanks') }),
      onError: (err) => toast({ color: 'red', message: errorText(err) }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconMessageStar size={20} aria-hidden />
          <Title order={2} fz="h4">
            {t('feedback.title')}
          </Title>
        </Group>
        {order.surveySubmitted ? (
          <Group gap={6} c="teal">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">{t('feedback.received')}</Text>
          </Group>
        ) : externalUrl ? (
          <>
            <Anchor href={externalUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={6} component="span" wrap="nowrap">
                {t('feedback.open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Group gap="sm" justify="space-between">
              <Text size="sm">{t('feedback.question')}</Text>
              <Button size="xs" onClick={confirm} loading={save.isPending}>
                {t('feedback.yes')}
              </Button>
            </Group>
          </>
        ) : (
          <Button component={Link} to={moduleScreens.survey(order._id, survey!._id!)} variant="light" size="sm">
            {t('feedback.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
