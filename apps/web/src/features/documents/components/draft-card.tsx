import { Badge, Blockquote, Card, Group, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CustomerDraft } from '@portal/domain/documents/calls';
import { RATING_STARS } from '@portal/domain/limits';
import { isDraftReviewed } from '@portal/domain/orders/revisions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { longDateTime } from '../dates';
import { FileCard } from './file-card';

type Props = {
  draft: CustomerDraft;
  number: number;
  ratingEnabled: boolean;
  /** The review form, under the latest draft while it awaits the customer. */
  children?: ReactNode;
};

/** One draft: its files, the writer's notes and, once given, the customer's review. */
export function DraftCard({ draft, number, ratingEnabled, children }: Props) {
  const { t, i18n } = useTranslation('documents');
  const { dataPdf, dataWord, dataOther, additionalFiles = [], notes } = draft.data;
  const reviewed = isDraftReviewed(draft);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {t('revisions.draftNumber', { number })}
            </Title>
            <Text size="sm" c="dimmed">
              {longDateTime(draft.createdAt, i18n.language)}
            </Text>
          </Stack>
          <Badge color={reviewed ? 'teal' : 'orange'} variant="light">
            {reviewed ? t('revisions.reviewed') : t('revisions.awaitingReview')}
          </Badge>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {dataPdf && <FileCard file={dataPdf} label={t('file.pdfVersion')} />}
          {dataWord && <FileCard file={dataWord} label={t('file.wordVersion')} />}
          {dataOther && <FileCard file={dataOther} label={t('file.otherFile')} />}
          {additionalFiles.map((file) => (
            <FileCard key={file.key} file={file} label={t('file.additionalFile')} />
          ))}
        </SimpleGrid>

        {notes && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('revisions.writerNotes')}
            </Text>
            <Blockquote p="sm" color="gray" style={{ whiteSpace: 'pre-wrap' }}>
              {notes}
            </Blockquote>
          </Stack>
        )}

        {reviewed && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('revisions.yourReview')}
            </Text>
            {ratingEnabled && (draft.rating ?? 0) > 0 && <Rating value={draft.rating ?? 0} count={RATING_STARS} readOnly role="img" aria-label={t('revisions.ratingGiven', { rating: draft.rating })} />}
            {draft.review && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {draft.review}
              </Text>
            )}
            {draft.reviewFile && <FileCard file={draft.reviewFile} label={t('file.reviewFile')} />}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
