import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from './use-opened-after-mount';

type Props = { opened: boolean; title: string; text: string; busy: boolean; error: string | null; onConfirm: () => void; onClose: () => void };

/** Deleting asks first (spec 002 2.11); a failed delete says so and keeps the dialog open. */
export function ConfirmDelete({ opened, title, text, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('boards');
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} title={title} centered closeOnClickOutside={!busy} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
