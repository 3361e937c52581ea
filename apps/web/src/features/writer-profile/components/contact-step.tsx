import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WriterProfile, WriterProfileInput } from '@portal/domain/profiles/rules';
import { useProfileMessage } from './use-profile-messages';

type Props = { form: UseFormReturn<WriterProfileInput, unknown, WriterProfile> };

export function ContactStep({ form }: Props) {
  const { t } = useTranslation('writer-profile');
  const message = useProfileMessage();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <TextInput {...form.register('workPhone')} type="tel" label={t('fields.workPhone')} autoComplete="tel" required error={message(errors.workPhone)} />
      <TextInput {...form.register('personalPhone')} type="tel" label={t('fields.personalPhone')} error={message(errors.personalPhone)} />
      <TextInput {...form.register('skype')} label={t('fields.skype')} error={message(errors.skype)} />
      <TextInput {...form.register('zoom')} label={t('fields.zoom')} error={message(errors.zoom)} />
      <TextInput {...form.register('linkedin')} type="url" label={t('fields.linkedin')} placeholder="https://www.linkedin.com/in/…" error={message(errors.linkedin)} />
    </Stack>
  );
}
