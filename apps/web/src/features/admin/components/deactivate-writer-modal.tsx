import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PersonRow } from '@portal/domain/people/calls';
import { useTranslation } from 'react-i18next';

type Props = { writer: PersonRow | null; onConfirm: (writer: PersonRow) => void; onCancel: () => void };

/**
 * Deactivating a writer who still has open orders: they stay theirs (nobody else is given them
 * behind the admin's back), so the admin is told how many before the account is closed, with the way
 * to hand them on. Cancel (or Escape) gives the focus back to the row's Deactivate button.
 */
export function DeactivateWriterModal({ writer, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const name = writer ? `${writer.firstName} ${writer.lastName}`.trim() || writer.email : '';
  return (
    <Modal opened={writer !== null} onClose={onCancel} title={t('people.deactivateWriter.title', { name })} centered>
      <Stack>
        <Text size="sm">{t('people.deactivateWriter.text', { name, count: writer?.openOrders ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('people.deactivateWriter.cancel')}
          </Button>
          <Button color="red.9" onClick={() => writer && onConfirm(writer)}>
            {t('people.deactivateWriter.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
