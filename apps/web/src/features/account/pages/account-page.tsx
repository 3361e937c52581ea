import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsForm } from '../components/details-form';
import { PasswordForm } from '../components/password-form';
import { PictureCard } from '../components/picture-card';

/** /profile: the signed-in user's picture, name and e-mail, and password (spec 001). */
export default function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <PictureCard />
      <DetailsForm />
      <PasswordForm />
    </Stack>
  );
}
