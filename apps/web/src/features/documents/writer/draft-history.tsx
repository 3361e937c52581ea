import { Anchor, Badge, Rating, Stack, Table, Text, Title } from '@mantine/core';
import type { WriterDraft } from '@portal/domain/documents/calls';
import type { FileRef } from '@portal/domain/orders/revisions';
import { RATING_STARS } from '@portal/domain/limits';
import { approvalStatus, isDraftReviewed, type ApprovalStatus } from '@portal/domain/orders/revisions';
import { useTranslation } from 'react-i18next';
import { longDateTime } from '../dates';
import classes from './draft-history.module.css';

type Props = { drafts: readonly WriterDraft[]; ratingEnabled: boolean; approvalFeature: boolean };

const APPROVAL_COLOR: Record<ApprovalStatus, string> = { none: 'gray', pending: 'blue', approved: 'teal', rejected: 'orange' };

function FileLink({ file, label }: { file: FileRef | null | undefined; label: string }) {
  if (!file) return null;
  return (
    <Text size="sm">
      {label}:{' '}
      <Anchor href={`/api/file/download/${encodeURIComponent(file.key)}`} style={{ overflowWrap: 'anywhere' }}>
        {file.originalname ?? file.key}
      </Anchor>
    </Text>
  );
}

/** Every draft sent for the service, newest first, with the customer's rating and review (spec 001 "history table"). */
export function DraftHistory({ drafts, ratingEnabled, approvalFeature }: Props) {
  const { t, i18n } = useTranslation('writer-documents');
  if (drafts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('history.title')}
      </Title>
      <Table verticalSpacing="sm" withTableBorder className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.draft')}</Table.Th>
            <Table.Th>{t('history.files')}</Table.Th>
            {approvalFeature && <Table.Th>{t('history.approval')}</Table.Th>}
            {ratingEnabled && <Table.Th>{t('history.rating')}</Table.Th>}
            <Table.Th>{t('history.review')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.map((draft, index) => {
            const approval = approvalStatus(draft);
            const reviewed = isDraftReviewed(draft);
            return (
              <Table.Tr key={draft._id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t('history.draftNumber', { number: drafts.length - index })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {longDateTime(draft.createdAt, i18n.language)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('history.files')}>
                  <Stack gap={2}>
                    <FileLink file={draft.data.dataPdf} label={t('form.pdfShort')} />
                    <FileLink file={draft.data.dataWord} label={t('form.wordShort')} />
                    <FileLink file={draft.data.dataOther} label={t('form.otherFile')} />
                    {(draft.data.additionalFiles ?? []).map((file) => (
                      <FileLink key={file.key} file={file} label={t('form.additionalShort')} />
                    ))}
                    {draft.data.notes && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                        {t('history.notes', { notes: draft.data.notes })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                {approvalFeature && (
                  <Table.Td data-label={t('history.approval')}>
                    <Badge color={APPROVAL_COLOR[approval]} variant="light" style={{ textTransform: 'none' }}>
                      {t(`approval.${approval}`)}
                    </Badge>
                  </Table.Td>
                )}
                {ratingEnabled && (
                  <Table.Td data-label={t('history.rating')}>
                    {(draft.rating ?? 0) > 0 ? (
                      <Rating value={draft.rating ?? 0} count={RATING_STARS} readOnly role="img" aria-label={t('history.ratingGiven', { rating: draft.rating })} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('history.notRated')}
                      </Text>
                    )}
                  </Table.Td>
                )}
                <Table.Td data-label={t('history.review')}>
                  {reviewed ? (
                    <Stack gap={2}>
                      {draft.review && (
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {draft.review}
                        </Text>
                      )}
                      <FileLink file={draft.reviewFile} label={t('history.reviewFile')} />
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('history.notReviewed')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
