import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWriterProfile } from '../api';

/**
 * On the writer's dashboard, while they have no profile: what it is for and the way to it. A
 * notice rather than a redirect, so every other screen stays reachable.
 */
export default function ProfileNotice() {
  const { t } = useTranslation('writer-profile');
  const query = useWriterProfile();
  if (!query.isSuccess || query.data.profile !== null) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconUserEdit size={20} />} title={t('notice.title')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('notice.message')}</Text>
        <Button component={Link} to="/onboarding" size="sm">
          {t('notice.action')}
        </Button>
      </Group>
    </Alert>
  );
}
