import { Center, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page numbers under an admin list; nothing while everything fits on one page. */
export function ListPages({ total, perPage, page, setPage }: { total: number; perPage: number; page: number; setPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages < 2) return null;
  return (
    <Center>
      <Pagination value={page} onChange={setPage} total={pages} getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })} getItemProps={(n) => ({ 'aria-label': t('page.number', { number: n }) })} />
    </Center>
  );
}

/** A person in a table cell: the name, and the e-mail address below it. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </Stack>
  );
}
