import { ActionIcon, Alert, Box, Button, Divider, Group, Input, Rating, Stack, Textarea, Title, Tooltip } from '@mantine/core';
import { REVIEW_MAX_LENGTH } from '@portal/domain/documents/calls';
import type { StoredFile } from '@portal/domain/files/calls';
import { RATING_STARS } from '@portal/domain/limits';
import { reviewValidation } from '@portal/domain/orders/revisions';
import { IconX } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateReview } from '../api';
import { useDocumentMessage } from '../messages';
import { FileCard } from './file-card';
import { FileDrop } from './file-drop';

type Props = {
  orderId: string;
  draftId: string;
  ratingEnabled: boolean;
  /** The review was saved; `askFinal` says whether to ask about the final revision. */
  onReviewed: (askFinal: boolean) => void;
};

/** The customer's rating (unless the site switched it off), revision request and optional file. */
export function ReviewForm({ orderId, draftId, ratingEnabled, onReviewed }: Props) {
  const { t } = useTranslation('documents');
  const message = useDocumentMessage();
  const rate = useRateReview();
  const ratingLabel = useId();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [file, setFile] = useState<StoredFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseStar = (target: EventTarget) => {
    if (target instanceof HTMLInputElement && target.type === 'radio' && target.checked) setRating(Number(target.value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const rule = reviewValidation({ ratingEnabled, rating, review });
    if (rule) return setProblem(message(rule));
    // The promise, not per-call callbacks: the drafts are read again before it resolves, and this
    // form (only for a draft not yet reviewed) is gone by then; the page must still ask its questions.
    void rate.mutateAsync({ order_id: orderId, draft_id: draftId, data: { reviewedByUser: true, rating: ratingEnabled ? rating : null, review, reviewFile: file } }).then(
      (res) => onReviewed(res.askFinal),
      (err: unknown) => setProblem(message(err)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Divider />
        <Title order={3} fz="h5">
          {t('review.title')}
        </Title>
        {ratingEnabled && (
          <Input.Wrapper label={t('review.rating')} id={ratingLabel}>
            {/* Mantine's Rating only previews a star chosen with the arrow keys and drops it on blur;
                the radio's own change (arrows, Space, a click) is the choice, as in any radio group. */}
            <Box onChange={(event: FormEvent<HTMLDivElement>) => chooseStar(event.target)}>
              <Rating value={rating} onChange={setRating} count={RATING_STARS} size="lg" aria-labelledby={ratingLabel} getSymbolLabel={(value) => t('review.starLabel', { value })} mt={4} />
            </Box>
          </Input.Wrapper>
        )}
        <Textarea
          label={t('review.request')}
          description={t('review.requestHint')}
          value={review}
          onChange={(e) => setReview(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={REVIEW_MAX_LENGTH}
        />
        <Input.Wrapper label={t('review.file')} description={t('review.fileHint')}>
          <Stack gap="xs" mt={6}>
            {file ? (
              <FileCard
                file={file}
                actions={
                  <Tooltip label={t('previous.discard')}>
                    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setFile(null)} aria-label={t('previous.discardNamed', { name: file.originalname })}>
                      <IconX size={18} />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            ) : (
              <FileDrop context="review" onUploaded={setFile} onBusyChange={setUploading} />
            )}
          </Stack>
        </Input.Wrapper>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={rate.isPending} disabled={uploading}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
