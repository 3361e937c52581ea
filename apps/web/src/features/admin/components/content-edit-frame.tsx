import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageLoadState } from '../../../ui/page-load-state';
import { contentPaths, type ContentKind } from '../content-api';

type Props = {
  kind: ContentKind;
  /** null while creating. */
  editing: { archived: boolean } | null;
  children: ReactNode;
};

/** The editor page's title, way back and what saving an existing text does. */
export function ContentEditFrame({ kind, editing, children }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <PageHeader
        title={t(editing ? `content.${kind}.editTitle` : `content.${kind}.new`)}
        aside={
          <Button component={Link} to={contentPaths.list(kind)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('content.back')}
          </Button>
        }
      >
        <Text c="dimmed" size="sm">
          {t(`content.${kind}.editIntro`)}
        </Text>
      </PageHeader>
      {editing && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden />}>
          {editing.archived ? t('content.archivedNote') : t(`content.${kind}.versionNote`)}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** Loading, "not found" or failed, before the text to edit has come. */
export function ContentLoadState({ kind, query }: { kind: ContentKind; query: { isPending: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation('admin');
  return <PageLoadState query={query} backTo={contentPaths.list(kind)} backLabel={t('content.back')} notFoundTitle={t('content.notFoundTitle')} notFoundMessage={t('content.notFoundMessage')} />;
}
