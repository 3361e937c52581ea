import { Button, Menu, Stack, Text } from '@mantine/core';
import { EDITOR_LIMITS, moveField, newField, type EditorField } from '@portal/domain/questionnaire-editor/rules';
import { FIELD_TYPES } from '@portal/domain/questionnaires/rules';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { byData, focusLater } from '../../../ui/focus-later';
import { problemText } from '../problem-text';
import { FieldCard } from './field-card';

type Props = {
  fields: readonly EditorField[];
  onChange: (fields: EditorField[]) => void;
  /** Problems keyed `<index>.text`, `<index>.options` and `fields` (the domain's publish check). */
  problems?: Record<string, string>;
};

/**
 * The questionnaire editor shared by follow-up questionnaires and templates: every field type,
 * label, placeholder, required flag and options; add, remove, and move up or down with buttons
 * (keyboard-usable without drag and drop). It only edits the list; saving is the page's.
 */
export function QuestionnaireEditor({ fields, onChange, problems = {} }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  const listProblem = problemText(t, problems.fields);
  // A field added from the menu takes the focus on its first box (its question), where typing goes
  // next; a menu closed without a choice gives it back to "Add field".
  const addButton = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const add = (type: (typeof FIELD_TYPES)[number]) => {
    chosen.current = true;
    const field = newField(type, fields);
    onChange([...fields, field]);
    focusLater(() => byData(document, 'data-field-id', field.id)?.querySelector<HTMLElement>('input, textarea'));
  };
  const closed = () => {
    if (!chosen.current) addButton.current?.focus();
    chosen.current = false;
  };
  return (
    <Stack gap="md">
      {fields.length === 0 ? (
        <Text c="dimmed">{t('editor.empty')}</Text>
      ) : (
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('editor.listLabel')}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              problems={problems}
              onChange={(changed) => onChange(fields.map((f, i) => (i === index ? changed : f)))}
              onMove={(direction) => onChange(moveField(fields, index, direction))}
              onRemove={() => onChange(fields.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
      {listProblem && (
        <Text c="red.8" size="sm" role="alert">
          {listProblem}
        </Text>
      )}
      {fields.length < EDITOR_LIMITS.fields && (
        <Menu position="bottom-start" withinPortal returnFocus={false} onClose={closed}>
          <Menu.Target>
            <Button ref={addButton} variant="light" leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} style={{ alignSelf: 'flex-start' }}>
              {t('editor.addField')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FIELD_TYPES.map((type) => (
              <Menu.Item key={type} onClick={() => add(type)}>
                {t(`types.${type}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
