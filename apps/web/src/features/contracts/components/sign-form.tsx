import { Alert, Box, Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEraser, IconSignature } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { contractKey, useSignContract } from '../api';
import { isSendableSignature, TYPED_NAME_MAX_LENGTH, TYPED_SIGNATURE_FONT, typedSignature } from '../signature-export';
import { SignatureField, type SignatureFieldHandle } from './signature-field';
import classes from './signature-field.module.css';

type Mode = 'draw' | 'type';

/**
 * The pad with Clear and Sign Contract; signing leads back to the order (spec 000 section 4).
 * Instead of drawing, the name can be typed (as e-signature tools offer): it is drawn into the
 * same 700x500 PNG, so signing needs no mouse.
 */
export function SignForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('contracts');
  const padRef = useRef<SignatureFieldHandle>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [typedName, setTypedName] = useState('');
  const [problem, setProblem] = useState<'empty' | 'export' | null>(null);
  const sign = useSignContract(orderId);
  const client = useQueryClient();
  const navigate = useNavigate();

  const signature = (): string | null => {
    if (mode === 'type') return typedName.trim() ? typedSignature(typedName) : null;
    const pad = padRef.current;
    return !pad || pad.isEmpty() ? null : pad.toPng();
  };

  // Locked from the click until the next page shows: after a success the old page stays while the
  // order page loads.
  const busy = sign.isPending || sign.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const png = signature();
    if (!png) {
      setProblem('empty');
      return;
    }
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
    if (mode === 'type') setTypedName('');
    else padRef.current?.clear();
    setProblem(null);
    sign.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4">
            {t('signatureTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {mode === 'draw' ? t('signatureHint') : t('typedHint')}
          </Text>
        </div>
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value as Mode);
            setProblem(null);
          }}
          data={[
            { value: 'draw', label: t('modeDraw') },
            { value: 'type', label: t('modeType') },
          ]}
          aria-label={t('modeLabel')}
          disabled={busy}
          w="fit-content"
        />
        {/* Both stay mounted so switching back and forth keeps what was drawn and typed. */}
        <Box hidden={mode !== 'draw'}>
          <SignatureField ref={padRef} label={t('padLabel')} placeholder={t('signHere')} disabled={busy} invalid={mode === 'draw' && problem === 'empty'} onDraw={() => setProblem(null)} />
        </Box>
        <Stack gap="sm" display={mode === 'type' ? undefined : 'none'}>
          <TextInput
            label={t('typedLabel')}
            value={typedName}
            onChange={(event) => {
              setTypedName(event.currentTarget.value);
              setProblem(null);
            }}
            maxLength={TYPED_NAME_MAX_LENGTH}
            autoComplete="name"
            disabled={busy}
            error={mode === 'type' && problem === 'empty'}
            maw={700}
          />
          {/* What will be signed, as it will look; the field above already says it to screen readers. */}
          <Box className={classes.frame} aria-hidden data-invalid={(mode === 'type' && problem === 'empty') || undefined}>
            <div className={classes.typed} style={{ fontFamily: TYPED_SIGNATURE_FONT }}>
              {typedName.trim()}
            </div>
            <div className={classes.baseline}>
              <Text span size="xs" c="dimmed">
                {t('signHere')}
              </Text>
            </div>
          </Box>
        </Stack>
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {problem === 'empty' ? t('empty') : t('exportFailed')}
          </Alert>
        )}
        {sign.error && <ServerErrorAlert error={sign.error} />}
        <Group justify="space-between" maw={700}>
          <Button type="button" variant="default" leftSection={<IconEraser size={18} />} onClick={clear} disabled={busy}>
            {t('clear')}
          </Button>
          <Button type="submit" leftSection={<IconSignature size={18} />} loading={busy}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
