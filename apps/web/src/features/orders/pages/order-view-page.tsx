import { Accordion, Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { firstOpenServiceIndex } from '@portal/domain/orders/rules';
import type { CustomerOrderDetail } from '@portal/domain/orders/calls';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../app/api-client';
import { useErrorText } from '../../../app/error-text';
import { useCustomerOrder } from '../api';
import { CompletionModal } from '../components/completion-modal';
import { DownloadablesCard } from '../components/downloadables-card';
import { OrderChatSlot } from '../components/order-chat-slot';
import { OrderFeedback } from '../components/order-feedback';
import { OrderSummaryCard } from '../components/order-summary-card';
import { ServiceItem } from '../components/service-item';
import { pendingStepRedirect } from '../order-view-rules';
import { firstVisitRedirect } from '../visited-orders';
import classes from './order-view-page.module.css';

/** /orders/view/:id for customers (spec 000 section 2, "Order detail"). */
export default function OrderViewPage() {
  const { id = '' } = useParams();
  const order = useCustomerOrder(id);

  // The redirects below (initial questions, contract, first visit) must be decided on what the
  // server says now, not on a copy cached before the customer answered or signed.
  if (order.isPending || (order.isFetching && !order.isFetchedAfterMount)) return <OrderSkeleton />;
  if (order.isError) return <OrderError error={order.error} retry={() => void order.refetch()} />;
  const redirect = pendingStepRedirect(order.data.order);
  if (redirect) return <Navigate to={redirect} replace />;
  return <OrderDetail key={order.data.order._id} detail={order.data} />;
}

function OrderDetail({ detail }: { detail: CustomerOrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { order } = detail;
  const services = order.package.packageServices;
  const openIndex = firstOpenServiceIndex(services, order.completed_tasks);

  useEffect(() => {
    const target = firstVisitRedirect(order);
    if (target) void navigate(target);
    // Once per order: later refreshes of the same order must not send the customer anywhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order._id]);

  return (
    <Stack gap="lg">
      <BackToList />
      <Title order={1} fz="h2">
        {t('detail.title', { number: order.number })}
      </Title>
      <OrderSummaryCard order={order} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('detail.services')}
            </Title>
            {services.length === 0 ? (
              <Paper withBorder radius="md" p="md">
                <Text c="dimmed">{t('detail.noServices')}</Text>
              </Paper>
            ) : (
              <Accordion multiple variant="separated" radius="md" defaultValue={openIndex >= 0 ? [services[openIndex]!._id] : []} classNames={{ item: classes.service }}>
                {services.map((service) => (
                  <ServiceItem key={service._id} order={order} service={service} />
                ))}
              </Accordion>
            )}
            <OrderChatSlot order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <OrderFeedback order={order} />
            <DownloadablesCard downloadables={order.package.packageDownloadables} />
          </Stack>
        </Grid.Col>
      </Grid>
      <CompletionModal order={order} price={detail.invoice.price} currency={detail.clientCurrencyType} />
    </Stack>
  );
}

function BackToList() {
  const { t } = useTranslation('orders');
  return (
    <Anchor component={Link} to="/orders/list" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

function OrderSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={16} width={120} />
      <Skeleton height={32} width={220} />
      <Skeleton height={150} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Skeleton height={56} radius="md" />
            <Skeleton height={56} radius="md" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={120} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function OrderError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="lg">
      <BackToList />
      <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle size={20} />} title={t(missing ? 'detail.notFound' : 'detail.loadError')} role="alert">
        {missing ? t('detail.notFoundHint') : errorText(error)}
        {!missing && (
          <Button size="xs" variant="white" color="red" mt="sm" display="block" onClick={retry}>
            {t('retry')}
          </Button>
        )}
      </Alert>
    </Stack>
  );
}
