import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { formatTableDate } from '@portal/domain/dates/format';
import { TEMPLATE_PAGE_SIZE } from '@portal/domain/questionnaire-editor/calls';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { usePageParam } from '../../../ui/use-page-param';
import { useTemplates } from '../api';
import { editorPaths } from '../paths';

/** The site's questionnaire templates, a page at a time, newest change first. */
export default function TemplateListPage() {
  const { t, i18n } = useTranslation('questionnaire-editor');
  const { page, setPage } = usePageParam();
  const query = useTemplates(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / TEMPLATE_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader
        title={t('templates.title')}
        aside={
          <Button component={Link} to={editorPaths.createTemplate} leftSection={<IconPlus size={16} />}>
            {t('templates.create')}
          </Button>
        }
      >
        <Text c="dimmed" size="sm">
          {t('templates.intro')}
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        {query.isPending && <ListLoading />}
        {query.isError && (
          <Stack p="md">
            <ListError error={query.error} onRetry={() => void query.refetch()} />
          </Stack>
        )}
        {query.isSuccess && query.data.data.length === 0 && <ListEmpty text={t('templates.empty')} />}
        {query.isSuccess && query.data.data.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('templates.name')}</Table.Th>
                  <Table.Th style={{ minWidth: 140 }}>{t('templates.status')}</Table.Th>
                  <Table.Th>{t('templates.questions')}</Table.Th>
                  <Table.Th>{t('templates.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.data.map((template) => (
                  <Table.Tr key={template._id}>
                    <Table.Td>
                      <Anchor component={Link} to={editorPaths.template(template._id)} fw={500}>
                        {template.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={template.status === 'published' ? 'green' : 'yellow'} variant="light">
                        {t(`templates.${template.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{template.questionCount}</Table.Td>
                    <Table.Td>{formatTableDate(template.updatedAt, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': t(`templates.page.${control}`) })} />
        </Group>
      )}
    </Stack>
  );
}
