import { Accordion, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { firstOpenServiceIndex } from '@portal/domain/orders/rules';
import type { StaffOrderDetail } from '@portal/domain/writer-orders/detail-calls';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../app/session-context';
import { useStaffOrder } from '../detail-api';
import { StaffOrderChatSlot } from '../components/staff-order-chat-slot';
import { StaffBackToList, StaffOrderError, StaffOrderSkeleton } from '../components/staff-order-states';
import { StaffOrderSummary } from '../components/staff-order-summary';
import { StaffOrderUpdates } from '../components/staff-order-updates';
import { StaffServiceItem } from '../components/staff-service-item';
import classes from './staff-order-view-page.module.css';

/**
 * /orders/view/:id for writers, reviewers and admins (spec 001 section 2, "Order overview").
 * Everything here reads; the writer's upload and editor screens are reached from their own routes.
 */
export default function StaffOrderViewPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // The writer's name is for reviewers and admins; they ask for it, as the spec's call does.
  const showWriter = user.role !== 'writer';
  const order = useStaffOrder(id, showWriter);

  if (order.isPending) return <StaffOrderSkeleton />;
  if (order.isError) return <StaffOrderError error={order.error} retry={() => void order.refetch()} />;
  return <StaffOrderDetailView key={order.data.order._id} detail={order.data} showWriter={showWriter} />;
}

function StaffOrderDetailView({ detail, showWriter }: { detail: StaffOrderDetail; showWriter: boolean }) {
  const { t } = useTranslation('staff-order');
  const { order } = detail;
  const services = order.package.packageServices;
  const openIndex = firstOpenServiceIndex(services, order.completed_tasks);

  return (
    <Stack gap="lg">
      <StaffBackToList />
      <Title order={1} fz="h2">
        {t('title', { number: order.number })}
      </Title>
      <StaffOrderSummary order={order} showWriter={showWriter} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('services')}
            </Title>
            {services.length === 0 ? (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed">{t('noServices')}</Text>
              </Paper>
            ) : (
              <Accordion multiple variant="separated" radius="md" defaultValue={openIndex >= 0 ? [services[openIndex]!._id] : []} classNames={{ item: classes.service }}>
                {services.map((service) => (
                  <StaffServiceItem key={service._id} order={order} service={service} />
                ))}
              </Accordion>
            )}
            <StaffOrderChatSlot order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <StaffOrderUpdates notifications={detail.sortedNotifications} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
