import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { downloadContract } from '@portal/domain/contracts/calls';
import type { OrderView } from '@portal/domain/orders/types';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callUrl } from '../../../platform/api-client';
import { longDateTime } from '../dates';
import { OrderProgressRing } from './order-progress-ring';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The head of the order page: progress, product, writer, dates and the signed contract. */
export function OrderSummaryCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('orders');
  const contractUrl = callUrl(downloadContract, { params: { id: order._id } });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" align="center" wrap="wrap">
        <OrderProgressRing percentage={order.statusPercentage} size={104} />
        <Stack gap="md" style={{ flex: '1 1 260px' }} miw={0}>
          <Title order={2} fz="h3">
            {order.package.packageName}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact label={t('fields.writer')}>
              {order.writerName ?? (
                <Text span inherit c="dimmed">
                  {t('noWriter')}
                </Text>
              )}
            </Fact>
            <Fact label={t('fields.purchased')}>{longDateTime(order.createdAt, i18n.language)}</Fact>
            {order.dueDate && <Fact label={t('fields.dueDate')}>{longDateTime(order.dueDate, i18n.language)}</Fact>}
          </SimpleGrid>
        </Stack>
        {order.contract_signed && (
          <Button component="a" href={contractUrl} download variant="default" leftSection={<IconDownload size={16} />}>
            {t('detail.downloadContract')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
