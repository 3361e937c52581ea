import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEraser, IconSignature } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { contractKey, useSignContract } from '../api';
import { isSendableSignature } from '../signature-export';
import { SignatureField, type SignatureFieldHandle } from './signature-field';

/** The pad with Clear and Sign Contract; signing leads back to the order (spec 000 section 4). */
export function SignForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('contracts');
  const padRef = useRef<SignatureFieldHandle>(null);
  const [problem, setProblem] = useState<'empty' | 'export' | null>(null);
  const sign = useSignContract(orderId);
  const client = useQueryClient();
  const navigate = useNavigate();

  const submit = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setProblem('empty');
      return;
    }
    const png = pad.toPng();
    if (!isSendableSignature(png)) {
      setProblem('export');
      return;
    }
    setProblem(null);
    // mutateAsync, not mutate's callbacks: the refetched (signed) contract replaces this form before
    // those would run, and they never run on an unmounted component. The promise still settles.
    sign.mutateAsync(png).then(
      () => {
        notifications.show({ color: 'green', title: t('signedTitle'), message: t('signed') });
        navigate(`/orders/view/${orderId}`, { replace: true });
      },
      (err: unknown) => {
        // Signed meanwhile (another tab): show the signed contract instead of the pad.
        if (err instanceof ApiError && err.status === 409) void client.invalidateQueries({ queryKey: contractKey(orderId) });
      },
    );
  };

  const clear = () => {
    padRef.current?.clear();
    setProblem(null);
    sign.reset();
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="h4">
          {t('signatureTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('signatureHint')}
        </Text>
      </div>
      <SignatureField ref={padRef} label={t('padLabel')} placeholder={t('signHere')} disabled={sign.isPending} invalid={problem === 'empty'} onDraw={() => setProblem(null)} />
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {problem === 'empty' ? t('empty') : t('exportFailed')}
        </Alert>
      )}
      {sign.error && <ServerErrorAlert error={sign.error} />}
      <Group justify="space-between" maw={700}>
        <Button variant="default" leftSection={<IconEraser size={18} />} onClick={clear} disabled={sign.isPending}>
          {t('clear')}
        </Button>
        <Button leftSection={<IconSignature size={18} />} onClick={submit} loading={sign.isPending}>
          {t('submit')}
        </Button>
      </Group>
    </Stack>
  );
}
