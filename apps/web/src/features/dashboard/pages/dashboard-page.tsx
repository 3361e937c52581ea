import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../components/welcome-card';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <WelcomeCard />
    </Stack>
  );
}
