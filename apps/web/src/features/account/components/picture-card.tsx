import { Avatar, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FILE_NAME_CHARACTERS_MESSAGE, FILE_NAME_MESSAGE, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE, uploadProblem } from '@portal/domain/files/rules';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { fileUrl } from '../../../platform/file-url';
import { useSession } from '../../../platform/session-context';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useUpdatePicture } from '../api';

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

// The shared upload rules speak English; each of their refusals has its text here.
const PROBLEM_KEYS: Record<string, string> = {
  [FILE_TYPE_MESSAGE]: 'picture.wrongType',
  [FILE_NAME_MESSAGE]: 'picture.fileName',
  [FILE_NAME_CHARACTERS_MESSAGE]: 'picture.fileNameCharacters',
  [FILE_TOO_LARGE_MESSAGE]: 'picture.tooLarge',
};

/** The profile picture: JPEG or PNG, checked here for a quick answer and by content on the server. */
export function PictureCard() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUpdatePicture(user._id, setProgress);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = uploadProblem('image', file);
    setProblem(refusal === null ? null : t(PROBLEM_KEYS[refusal] ?? 'picture.wrongType'));
    if (refusal !== null) return;
    setProgress(0);
    mutation.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('picture.saved'), autoClose: 3000 }),
      // The server looked at the content: whatever the name said, it is no JPEG or PNG it can read.
      onError: (err) => {
        if (err instanceof ApiError && err.status === 415) setProblem(t('picture.unreadable'));
      },
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('picture.title')}
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={fileUrl(user.profile_img)} name={fullName} color="initials" size={96} radius="50%" alt={t('picture.alt', { name: fullName })} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <FileButton onChange={choose} accept={ACCEPT}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />} loading={mutation.isPending} w="fit-content">
                  {t('picture.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('picture.hint')}
            </Text>
          </Stack>
        </Group>
        {progress !== null && <Progress value={progress} aria-label={t('picture.progress', { percent: progress })} />}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.status === 415) && <ServerErrorAlert error={mutation.error} />}
      </Stack>
    </Card>
  );
}
