import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuestionnaireField } from '@portal/domain/questionnaires/rules';
import { useTranslation } from 'react-i18next';

/** A questionnaire read-only: what reviewers see, and what was sent once it is published. */
export function QuestionnaireOutline({ fields }: { fields: readonly QuestionnaireField[] }) {
  const { t } = useTranslation('questionnaire-editor');
  if (fields.length === 0) return <Text c="dimmed">{t('outline.empty')}</Text>;
  return (
    <Stack gap="sm">
      {fields.map((field) => {
        if (field.type === 'section') {
          return (
            <Title key={field.id} order={2} fz="h4" mt="sm">
              {field.text}
            </Title>
          );
        }
        if (field.type === 'paragraph') {
          return (
            <Text key={field.id} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {field.text}
            </Text>
          );
        }
        return (
          <Paper key={field.id} withBorder radius="md" p="sm">
            {/* On a phone the badges go under the question rather than being cut short. */}
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={500} size="sm" flex="1 1 220px" style={{ overflowWrap: 'anywhere' }}>
                {field.text}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Badge variant="light" color="gray" radius="sm">
                  {t(`types.${field.type}`)}
                </Badge>
                {field.required && (
                  <Badge variant="light" radius="sm">
                    {t('outline.required')}
                  </Badge>
                )}
              </Group>
            </Group>
            {field.placeholder && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('outline.placeholder', { text: field.placeholder })}
              </Text>
            )}
            {field.options && field.options.length > 0 && (
              <List size="sm" mt={6}>
                {field.options.map((option) => (
                  <List.Item key={option}>{option}</List.Item>
                ))}
              </List>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
