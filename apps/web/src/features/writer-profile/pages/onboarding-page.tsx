import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSaveWriterProfile, useWriterProfile } from '../api';
import { ProfileWizard } from '../components/profile-wizard';
import { initialValues } from '../form-values';

/** /onboarding: the writer's profile wizard, opened empty the first time and pre-filled after. */
export default function OnboardingPage() {
  const { t } = useTranslation('writer-profile');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const query = useWriterProfile();
  const save = useSaveWriterProfile();

  const onSave = (profile: Parameters<typeof save.mutate>[0]) =>
    save.mutate(profile, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: t('saved.title'), message: t('saved.message'), autoClose: 3000 });
        navigate('/dashboard');
      },
    });

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{query.data?.profile ? t('subtitleEdit') : t('subtitleNew')}</Text>
      </Stack>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Stack gap="sm">
          <ServerErrorAlert error={query.error} />
          <Group>
            <Button onClick={() => void query.refetch()}>{common('actions.retry')}</Button>
          </Group>
        </Stack>
      )}
      {query.isSuccess && <ProfileWizard initial={initialValues(query.data.profile)} onSave={onSave} saving={save.isPending || save.isSuccess} error={save.error} />}
    </Stack>
  );
}
