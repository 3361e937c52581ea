import '@mantine/dates/styles.css';
import { Checkbox, Radio, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { TABLE_DATE_FORMAT } from '@portal/domain/dates/format';
import { FIELD_MESSAGES, type AnswerValue, type QuestionnaireField } from '@portal/domain/questionnaires/rules';
import { useTranslation } from 'react-i18next';
import { useCalendarProps } from '../../../ui/date-picker-props';
import { useDayjsLocale } from '../dates';

type Props = {
  field: QuestionnaireField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** Already translated. */
  error?: string;
  disabled?: boolean;
};

const asText = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: AnswerValue | undefined) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []);

/** The rule's English messages (and the same texts from the server) in the interface language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('questionnaires');
  const known: Record<string, string> = {
    [FIELD_MESSAGES.required]: t('fieldErrors.required'),
    [FIELD_MESSAGES.email]: t('fieldErrors.email'),
    [FIELD_MESSAGES.date]: t('fieldErrors.date'),
    [FIELD_MESSAGES.option]: t('fieldErrors.option'),
  };
  return (message) => (message === undefined ? undefined : (known[message] ?? message));
}

/**
 * One questionnaire field as the customer answers it. The questions are the site's own words and
 * are shown as written; only the interface around them is translated.
 */
export function FieldRenderer({ field, value, onChange, error, disabled = false }: Props) {
  const { t } = useTranslation('questionnaires');
  const locale = useDayjsLocale();
  const calendar = useCalendarProps();
  const common = {
    label: field.text,
    withAsterisk: field.required === true,
    error,
    disabled,
    id: `field-${field.id}`,
  };

  switch (field.type) {
    case 'section':
      return (
        <Title order={3} fz="h4">
          {field.text}
        </Title>
      );
    case 'paragraph':
      return (
        <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {field.text}
        </Text>
      );
    case 'text':
    case 'email':
      return (
        <TextInput
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          autoComplete={field.type === 'email' ? 'email' : 'off'}
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder}
          autosize
          minRows={3}
          maxRows={12}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          placeholder={field.placeholder || t('field.datePlaceholder')}
          valueFormat={TABLE_DATE_FORMAT}
          locale={locale}
          clearable
          {...calendar}
          value={asText(value) || null}
          onChange={(date) => onChange(date ?? '')}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          placeholder={field.placeholder || t('field.selectPlaceholder')}
          data={field.options ?? []}
          searchable={(field.options?.length ?? 0) > 8}
          nothingFoundMessage={t('field.noOptions')}
          clearable
          value={asText(value) || null}
          onChange={(option) => onChange(option ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={asText(value)} onChange={onChange}>
          <Stack gap="xs" mt="xs" mb={6}>
            {(field.options ?? []).map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox': {
      // A checkbox question without options is a single tick box.
      const options = field.options?.length ? field.options : [t('field.yes')];
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={onChange}>
          <Stack gap="xs" mt="xs" mb={6}>
            {options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
  }
}
