import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { progressStorageKey, type Answers } from '@portal/domain/questionnaires/rules';
import { IconArrowLeft, IconHeartHandshake, IconMoodSmile } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { BackLink } from '../../../ui/back-link';
import { PageHeader } from '../../../ui/page-header';
import { PageLoadState } from '../../../ui/page-load-state';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { answerErrors, clearProgress, orderViewPath, QuestionnaireWizard } from '../../questionnaires/public';
import { useSubmitSurvey, useSurvey, type SurveyRef } from '../api';

export default function SurveyPage() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const params = useParams();
  const ref: SurveyRef = { orderId: params.orderId ?? '', surveyId: params.surveyId ?? '' };
  const query = useSurvey(ref);
  const mutation = useSubmitSurvey(ref);
  // One object per failed submission, so the wizard shows the server's problems once.
  const serverErrors = useMemo(() => answerErrors(mutation.error, 'survey'), [mutation.error]);
  const backTo = orderViewPath(ref.orderId);
  const storageKey = progressStorageKey(ref.orderId, ref.surveyId);

  if (!query.isSuccess) {
    return (
      <PageLoadState
        query={query}
        backTo={backTo}
        backLabel={t('backToOrder')}
        notFoundTitle={t('notFoundTitle')}
        notFoundMessage={t('notFoundMessage')}
      />
    );
  }

  const submit = (answers: Answers) => {
    mutation.mutate(answers, {
      onSuccess: () => {
        clearProgress(storageKey);
        notifications.show({ color: 'green', icon: <IconMoodSmile size={18} />, message: t('thanks') });
        void navigate(backTo);
      },
    });
  };

  const { data: survey, surveySubmitted } = query.data;
  const alreadySent = surveySubmitted || (mutation.error instanceof ApiError && mutation.error.status === 409);

  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <PageHeader title={survey.name} aside={<BackLink to={backTo} label={t('backToOrder')} />}>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </PageHeader>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {alreadySent ? (
          <Stack gap="md" align="flex-start">
            <Alert color="green" variant="light" icon={<IconHeartHandshake size={20} />} title={t('alreadyTitle')} w="100%">
              {t('alreadyMessage')}
            </Alert>
            <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('backToOrder')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            {mutation.error && !serverErrors && <ServerErrorAlert error={mutation.error} />}
            <QuestionnaireWizard
              fields={survey.fields}
              storageKey={storageKey}
              onSubmit={submit}
              // Locked until the next page shows: after a success the old page stays while the next loads.
              submitting={mutation.isPending || mutation.isSuccess}
              serverErrors={serverErrors}
              submitLabel={t('submit')}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
