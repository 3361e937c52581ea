import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveState } from './save-state';

type Props = {
  dirty: boolean;
  justSaved: boolean;
  saving: boolean;
  /** Another request (publish, copy) is running: saving waits for it. */
  busy: boolean;
  onSave: () => void;
  /** The page's own last step: send to the customer, or publish the template. */
  children: ReactNode;
};

/** The editor's footer: whether the list is saved, "Save draft", and the page's publishing button. */
export function EditorActions({ dirty, justSaved, saving, busy, onSave, children }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  return (
    <Group justify="space-between" gap="sm">
      <SaveState dirty={dirty} justSaved={justSaved} />
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDeviceFloppy size={16} />} loading={saving} disabled={busy && !saving} onClick={onSave}>
          {t('actions.saveDraft')}
        </Button>
        {children}
      </Group>
    </Group>
  );
}
