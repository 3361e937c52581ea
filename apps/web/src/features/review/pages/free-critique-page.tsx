import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteBrand } from '../../../ui/site-brand';
import { FreeCritiqueForm } from '../components/free-critique-form';

/** /free-critique: a visitor sends their resume and follows the critique being made; the link comes by mail. */
export default function FreeCritiquePage() {
  const { t } = useTranslation('review');
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="lg">
        <header>
          <SiteBrand />
        </header>
        <Stack gap={4}>
          <Title order={1}>{t('free.title')}</Title>
          <Text c="dimmed">{t('free.intro')}</Text>
        </Stack>
        <FreeCritiqueForm />
      </Stack>
    </Container>
  );
}
