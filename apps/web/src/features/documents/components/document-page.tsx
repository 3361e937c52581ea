import { Alert, Anchor, Button, Group, Loader, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMessage } from '../messages';

type Props = {
  orderId: string;
  title: string;
  /** Makes the title a focus target (tabIndex -1), for where the focus goes when nothing else on the page should have it. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The service the page is about, under the title. */
  serviceName?: string | null;
  children: ReactNode;
};

/** The frame every documents page shares: the way back to the order, the title, the content. */
export function DocumentPage({ orderId, title, titleRef, serviceName, children }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={`/orders/view/${encodeURIComponent(orderId)}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('backToOrder')}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} fz="h2" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </Title>
        {serviceName && <Text c="dimmed">{serviceName}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

export function SectionLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={160} role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}

/** A request that failed: the server's text and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message = useDocumentMessage();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" title={t('errors.pageTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
