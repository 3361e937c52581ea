import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
  const noButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const before = useRef(step);
  useEffect(() => {
    const from = before.current;
    before.current = step;
    // The second question: its safe answer takes the focus. Left where it was, the focus would be on
    // the same button, now "Yes, finalize", and a key held or pressed twice on the first "Yes" would
    // close the revisions, which the second question is there to prevent.
    if (step === 'confirm' && from === 'ask') noButton.current?.focus();
    // The finalization failed: the busy button had lost the focus to the page's body; trying again
    // is the next thing to do (the error above says why).
    if (step === 'confirm' && from === 'finalizing') yesButton.current?.focus();
  }, [step]);
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
          <Button ref={noButton} variant="default" onClick={onNo} disabled={step === 'finalizing'}>
            {second ? t('final.confirmNo') : t('final.askNo')}
          </Button>
          <Button ref={yesButton} onClick={onYes} loading={step === 'finalizing'} color={second ? 'green' : undefined}>
            {second ? t('final.confirmYes') : t('final.askYes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
