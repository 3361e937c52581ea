import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether what is on screen is saved; announced politely to screen readers. */
export function SaveState({ dirty, justSaved }: { dirty: boolean; justSaved: boolean }) {
  const { t } = useTranslation('questionnaire-editor');
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite">
      {dirty ? t('status.unsaved') : justSaved ? t('status.saved') : ''}
    </Text>
  );
}
