import { MultiSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { CERTIFICATES, EXPERTISE_INDUSTRIES, RESUME_LEVELS, WRITER_EXPERIENCE, WRITER_LANGUAGES, WRITER_SERVICES } from '@portal/domain/profiles/options';
import type { WriterProfile, WriterProfileInput } from '@portal/domain/profiles/rules';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../option-labels';
import { ChoiceGroup } from './choice-group';
import { useProfileMessage } from './use-profile-messages';

type Props = { form: UseFormReturn<WriterProfileInput, unknown, WriterProfile> };

export function DetailsStep({ form }: Props) {
  const { t } = useTranslation('writer-profile');
  const message = useProfileMessage();
  const experience = useOptions('experience', WRITER_EXPERIENCE);
  const industries = useOptions('expertise', EXPERTISE_INDUSTRIES);
  const { errors } = form.formState;
  const { control } = form;
  return (
    <Stack gap="lg">
      <TextInput {...form.register('profileTitle')} label={t('fields.profileTitle')} required error={message(errors.profileTitle)} />
      <Textarea {...form.register('profileSummary')} label={t('fields.profileSummary')} required autosize minRows={4} maxRows={12} error={message(errors.profileSummary)} />
      <Controller
        control={control}
        name="experience"
        render={({ field, fieldState }) => (
          <Radio.Group label={t('fields.experience')} value={field.value ?? null} onChange={field.onChange} error={message(fieldState.error)}>
            <Stack gap="xs" mt="xs">
              {experience.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} onBlur={field.onBlur} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <ChoiceGroup control={control} name="levels" list="levels" values={RESUME_LEVELS} label={t('fields.levels')} />
      <ChoiceGroup control={control} name="services" list="services" values={WRITER_SERVICES} label={t('fields.services')} description={t('fields.servicesHint')} />
      <ChoiceGroup control={control} name="languages" list="languages" values={WRITER_LANGUAGES} label={t('fields.languages')} />
      <ChoiceGroup control={control} name="certificates" list="certificates" values={CERTIFICATES} label={t('fields.certificates')} />
      <Controller
        control={control}
        name="expertise"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('fields.expertise')}
            placeholder={t('fields.expertisePlaceholder')}
            data={industries}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('fields.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            error={message(fieldState.error)}
          />
        )}
      />
    </Stack>
  );
}
