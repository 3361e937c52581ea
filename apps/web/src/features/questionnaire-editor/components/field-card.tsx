import { ActionIcon, Badge, Group, NativeSelect, Paper, Stack, Switch, Textarea, TextInput, Tooltip } from '@mantine/core';
import { changeFieldType, EDITOR_LIMITS, hasOptions, takesPlaceholder, type EditorField } from '@portal/domain/questionnaire-editor/rules';
import { FIELD_TYPES, isAnswerable, type FieldType } from '@portal/domain/questionnaires/rules';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../problem-text';
import { OptionsEditor } from './options-editor';

type Props = {
  field: EditorField;
  index: number;
  count: number;
  problems: Record<string, string>;
  onChange: (field: EditorField) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
};

const LABEL_KEY: Partial<Record<FieldType, string>> = { section: 'editor.sectionTitle', paragraph: 'editor.paragraphText' };

/** One field of the editor: its type, label, placeholder, required flag and options, and its place in the list. */
export function FieldCard({ field, index, count, problems, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  const number = index + 1;
  const labelProps = {
    label: t(LABEL_KEY[field.type] ?? 'editor.question'),
    value: field.text,
    required: true,
    maxLength: EDITOR_LIMITS.text,
    error: problemText(t, problems[`${index}.text`]),
    onChange: (event: { currentTarget: { value: string } }) => onChange({ ...field, text: event.currentTarget.value }),
  };
  const move = (direction: -1 | 1, disabled: boolean, label: string, icon: React.ReactNode) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={() => onMove(direction)}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={t('editor.fieldLabel', { number })} data-field-id={field.id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t('editor.fieldLabel', { number })}
            </Badge>
            <NativeSelect
              size="xs"
              aria-label={t('editor.typeOf', { number })}
              value={field.type}
              data={FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              onChange={(event) => onChange(changeFieldType(field, event.currentTarget.value as FieldType))}
            />
          </Group>
          <Group gap={6}>
            {move(-1, index === 0, t('editor.moveUp', { number }), <IconArrowUp size={16} />)}
            {move(1, index === count - 1, t('editor.moveDown', { number }), <IconArrowDown size={16} />)}
            <Tooltip label={t('editor.remove', { number })} withArrow>
              <ActionIcon variant="default" color="red" size="lg" aria-label={t('editor.remove', { number })} onClick={onRemove}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {field.type === 'paragraph' || field.type === 'textarea' ? <Textarea autosize minRows={2} maxRows={8} {...labelProps} /> : <TextInput {...labelProps} />}

        {(takesPlaceholder(field.type) || isAnswerable(field)) && (
          <Group align="flex-end" gap="md">
            {takesPlaceholder(field.type) && (
              <TextInput
                flex="1 1 220px"
                label={t('editor.placeholder')}
                description={t('editor.placeholderHint')}
                value={field.placeholder ?? ''}
                maxLength={EDITOR_LIMITS.placeholder}
                onChange={(event) => onChange({ ...field, placeholder: event.currentTarget.value })}
              />
            )}
            {isAnswerable(field) && (
              <Switch
                label={t('editor.required')}
                checked={field.required === true}
                onChange={(event) => onChange({ ...field, required: event.currentTarget.checked })}
                mb={6}
              />
            )}
          </Group>
        )}

        {hasOptions(field.type) && (
          <OptionsEditor
            options={field.options ?? []}
            fieldNumber={number}
            error={problemText(t, problems[`${index}.options`])}
            onChange={(options) => onChange({ ...field, options })}
          />
        )}
      </Stack>
    </Paper>
  );
}
