import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { EDITOR_LIMITS } from '@portal/domain/questionnaire-editor/rules';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  options: readonly string[];
  onChange: (options: string[]) => void;
  error?: string;
  fieldNumber: number;
};

/** The choices of a dropdown, single- or multiple-choice question: one input per option. */
export function OptionsEditor({ options, onChange, error, fieldNumber }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  const labelId = useId();
  const set = (index: number, value: string) => onChange(options.map((option, i) => (i === index ? value : option)));
  return (
    <Input.Wrapper label={t('editor.options')} labelProps={{ id: labelId }} error={error}>
      <Stack gap={6} mt={4} role="group" aria-labelledby={labelId}>
        {options.map((option, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              value={option}
              maxLength={EDITOR_LIMITS.option}
              aria-label={t('editor.option', { field: fieldNumber, number: index + 1 })}
              placeholder={t('editor.optionPlaceholder', { number: index + 1 })}
              onChange={(event) => set(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('editor.removeOption', { field: fieldNumber, number: index + 1 })}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        {options.length < EDITOR_LIMITS.options && (
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...options, ''])} style={{ alignSelf: 'flex-start' }}>
            {t('editor.addOption')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
