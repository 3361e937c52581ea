import { loadWriterDashboard } from '../../writer-dashboard';
import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { Slot } from '../../../platform/slots';
import type { PagePrefetch } from '../../../platform/web-feature';
import { PageLoader } from '../../../ui/page-loader';
import { customerOrdersPageQuery, customerOrderStatusesQuery } from '../../orders/public';
import { CustomerOrdersOverview } from '../components/customer-orders-overview';
import { WelcomeCard } from '../components/welcome-card';

// Only writers download the writer dashboard (and, later, its charts).
const WriterDashboard = lazy(loadWriterDashboard);

/** The customer's counts and first page of orders are asked for while the shell renders. */
export const prefetch: PagePrefetch = ({ session, client }) => {
  if (session.user.role !== 'user') return;
  void client.prefetchQuery(customerOrderStatusesQuery);
  void client.prefetchQuery(customerOrdersPageQuery(1));
};

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Slot name="dashboard-notices" />
      <WelcomeCard />
      <Slot name="dashboard-admin" />
      {user.role === 'user' && <CustomerOrdersOverview />}
      {user.role === 'writer' && (
        <Suspense fallback={<PageLoader />}>
          <WriterDashboard />
        </Suspense>
      )}
    </Stack>
  );
}
