import { Alert, Button, Card, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_ALERT_MS } from '@portal/domain/critiques/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { reviewCalls } from '../api';

/** Five stars while the critique has no rating; then feedback; submit needs stars; success closes after 2 s. */
export function SatisfactionFooter({ critiqueId, rated }: { critiqueId: string; rated: boolean }) {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const [stars, setStars] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [state, setState] = useState<'open' | 'sending' | 'done' | 'closed'>(rated ? 'closed' : 'open');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('closed'), FEEDBACK_ALERT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'closed') return null;
  if (state === 'done') {
    return (
      <Alert color="green" role="status">
        {t('feedback.thanks')}
      </Alert>
    );
  }

  async function submit() {
    setState('sending');
    setError(null);
    try {
      await reviewCalls.feedback(critiqueId, stars, feedback);
      setState('done');
    } catch (err) {
      setError(errorText(err));
      setState('open');
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="feedback-title">
      <Stack gap="sm">
        <Text fw={600} id="feedback-title">
          {t('feedback.question')}
        </Text>
        <Rating value={stars} onChange={setStars} size="lg" aria-label={t('feedback.stars')} />
        {stars > 0 && <Textarea label={t('feedback.label')} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} autosize minRows={2} maxLength={5000} />}
        {error && <Alert color="red">{error}</Alert>}
        <Group>
          <Button onClick={submit} disabled={stars === 0} loading={state === 'sending'}>
            {t('feedback.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
