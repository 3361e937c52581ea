import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FinalQuestionStep } from '../final-question';

type Props = {
  step: FinalQuestionStep;
  error: string | null;
  onYes: () => void;
  onNo: () => void;
};

/** The two questions before the revisions are finalized (see final-question.ts). */
export function FinalQuestionModal({ step, error, onYes, onNo }: Props) {
  const { t } = useTranslation('documents');
  const second = step === 'confirm' || step === 'finalizing';
  return (
    <Modal opened={step !== 'closed'} onClose={onNo} title={second ? t('final.confirmTitle') : t('final.askTitle')} centered closeOnClickOutside={step !== 'finalizing'} withCloseButton={step !== 'finalizing'}>
      <Stack gap="md">
        <Text size="sm">{second ? t('final.confirmText') : t('final.askText')}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo} disabled={step === 'finalizing'}>
            {second ? t('final.confirmNo') : t('final.askNo')}
          </Button>
          <Button onClick={onYes} loading={step === 'finalizing'} color={second ? 'green' : undefined}>
            {second ? t('final.confirmYes') : t('final.askYes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
