import { loadWriterDashboard } from '../../writer-dashboard';
import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { Slot } from '../../../platform/slots';
import { PageLoader } from '../../../ui/page-loader';
import { CustomerOrdersOverview } from '../components/customer-orders-overview';
import { WelcomeCard } from '../components/welcome-card';

// Only writers download the writer dashboard (and, later, its charts).
const WriterDashboard = lazy(loadWriterDashboard);

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
      {user.role === 'user' && <CustomerOrdersOverview />}
      {user.role === 'writer' && (
        <Suspense fallback={<PageLoader />}>
          <WriterDashboard />
        </Suspense>
      )}
    </Stack>
  );
}
