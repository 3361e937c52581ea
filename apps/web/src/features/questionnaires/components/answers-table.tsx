import { Stack, Table, Text, Title } from '@mantine/core';
import type { AnswerItem, AnswerSection } from '@portal/domain/questionnaires/calls';
import { useTranslation } from 'react-i18next';
import { formatTableDate } from '@portal/domain/dates/format';

function isBlank(answer: AnswerItem['answer']): boolean {
  if (answer === null) return true;
  return Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
}

function AnswerText({ item }: { item: AnswerItem }) {
  const { t, i18n } = useTranslation('questionnaires');
  if (isBlank(item.answer)) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('answers.noAnswer')}
      </Text>
    );
  }
  const answer = item.answer!;
  const text = Array.isArray(answer) ? answer.join(', ') : item.type === 'date' ? formatTableDate(answer, i18n.language) : answer;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** The questions and answers, one table per section: read-only and printable. */
export function AnswersTable({ sections }: { sections: readonly AnswerSection[] }) {
  const { t } = useTranslation('questionnaires');
  return (
    <Stack gap="xl">
      {sections.map((section, index) => (
        <Stack key={index} gap="xs">
          {section.title && (
            <Title order={2} fz="h4">
              {section.title}
            </Title>
          )}
          <Table withTableBorder withColumnBorders verticalSpacing="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="45%">{t('answers.question')}</Table.Th>
                <Table.Th>{t('answers.answer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {item.question}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AnswerText item={item} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
