import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before a step that cannot be undone (sending, replacing the questions). */
export function ConfirmModal({ opened, title, text, confirmLabel, busy = false, onConfirm, onClose }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!busy} withCloseButton={!busy}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
