import { SimpleGrid, Stack } from '@mantine/core';
import { AVAILABLE_DAYS } from '@portal/domain/profiles/options';
import { JOB_LIMIT_MAX, type WriterProfile, type WriterProfileInput } from '@portal/domain/profiles/rules';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../ui/number-field';
import { ChoiceGroup } from './choice-group';
import { useProfileMessage } from './use-profile-messages';

type Props = { form: UseFormReturn<WriterProfileInput, unknown, WriterProfile> };

/** An empty limit is "no limit" (null), not zero. */
const toLimit = (value: number | string): number | null => (typeof value === 'number' ? value : value.trim() === '' ? null : Number(value));

export function AvailabilityStep({ form }: Props) {
  const { t } = useTranslation('writer-profile');
  const message = useProfileMessage();
  const { control } = form;
  return (
    <Stack gap="lg">
      <ChoiceGroup control={control} name="availableDays" list="days" values={AVAILABLE_DAYS} label={t('fields.availableDays')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['maxJobsPerWeek', 'maxOpenJobs'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <NumberField
                ref={field.ref}
                name={field.name}
                label={t(`fields.${name}`)}
                description={t('fields.limitHint')}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(toLimit(value))}
                onBlur={field.onBlur}
                min={0}
                max={JOB_LIMIT_MAX}
                allowDecimal={false}
                allowNegative={false}
                // Never clamped: 1500 stays 1500 and is refused with the range.
                error={fieldState.error?.type === 'too_big' ? t('errors.jobLimitRange') : message(fieldState.error)}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
