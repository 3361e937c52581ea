import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { PROFILE_WIZARD_STEPS } from '@portal/domain/profiles/options';
import { PROFILE_STEP_FIELDS, writerProfileSchema, type WriterProfile, type WriterProfileInput } from '@portal/domain/profiles/rules';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { applyServerFieldErrors } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { AvailabilityStep } from './availability-step';
import { ContactStep } from './contact-step';
import { DetailsStep } from './details-step';

type Props = {
  initial: WriterProfile;
  onSave: (profile: WriterProfile) => void;
  saving: boolean;
  error: unknown;
};

const STEP_KEYS = ['contact', 'details', 'availability'] as const;
const ALL_FIELDS = PROFILE_STEP_FIELDS.flat();
const LAST = PROFILE_WIZARD_STEPS.length - 1;

/**
 * The writer profile in three steps (spec 001): one form across them, so Back keeps what was typed;
 * Next checks only the step's own fields; the last step saves. Progress reads 25, 50 and 75.
 */
export function ProfileWizard({ initial, onSave, saving, error }: Props) {
  const { t } = useTranslation('writer-profile');
  const form = useForm<WriterProfileInput, unknown, WriterProfile>({ resolver: zodResolver(writerProfileSchema), defaultValues: initial, mode: 'onTouched' });
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  // A field shown with a problem is checked again as it changes, so the message goes as soon as the
  // input is right (not only on blur: its disappearing would move the Next button under the pointer).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The server's per-field problems go under their fields, on the step that has the first of them.
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    applyServerFieldErrors(error, ALL_FIELDS, form.setError);
    const first = PROFILE_STEP_FIELDS.findIndex((fields) => fields.some((name) => error.fieldErrors[name]));
    if (first >= 0) setStep(first);
  }, [error, form]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    if (await form.trigger([...PROFILE_STEP_FIELDS[step]!], { shouldFocus: true })) go(step + 1);
  };

  // Enter in a field means Next until the last step, where it saves.
  const submit = form.handleSubmit((values) => onSave(values));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step < LAST) void next();
    else void submit(event);
  };

  const current = PROFILE_WIZARD_STEPS[step]!;
  const key = STEP_KEYS[step]!;
  const progressText = t('progress', { step: step + 1, count: PROFILE_WIZARD_STEPS.length, percent: current.progress });

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed" aria-hidden>
            {progressText}
          </Text>
          <Progress value={current.progress} size="md" radius="xl" aria-label={progressText} />
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {t(`steps.${key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`steps.${key}.intro`)}
          </Text>
        </Stack>
        {error !== null && error !== undefined && <ServerErrorAlert error={error} />}
        {step === 0 && <ContactStep form={form} />}
        {step === 1 && <DetailsStep form={form} />}
        {step === 2 && <AvailabilityStep form={form} />}
        <Group justify="space-between">
          {step > 0 ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => go(step - 1)} disabled={saving}>
              {t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST ? (
            <Button type="submit" rightSection={<IconArrowRight size={16} />}>
              {t('actions.next')}
            </Button>
          ) : (
            <Button type="submit" leftSection={<IconCheck size={16} />} loading={saving}>
              {t('actions.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
