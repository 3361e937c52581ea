import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { progressStorageKey, type Answers } from '@portal/domain/questionnaires/rules';
import { IconCircleCheck, IconEye, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { BackLink } from '../../../ui/back-link';
import { PageHeader } from '../../../ui/page-header';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCompleteTask, useQuestionnaire, type QuestionnaireRef } from '../api';
import { QuestionnaireLoadState } from '../components/questionnaire-load-state';
import { QuestionnaireWizard } from '../components/questionnaire-wizard';
import { clearProgress } from '../saved-progress';
import { answerErrors } from '../server-errors';
import { answersPath, orderViewPath } from '../paths';

export default function QuestionnairePage() {
  const { t } = useTranslation('questionnaires');
  const navigate = useNavigate();
  const params = useParams();
  const ref: QuestionnaireRef = { id: params.id ?? '', questionnaire_id: params.questionnaire_id ?? '', service: params.service };
  const query = useQuestionnaire(ref);
  const mutation = useCompleteTask(ref.id);
  const [editing, setEditing] = useState(false);
  // One object per failed submission, so the wizard shows the server's problems once.
  const serverErrors = useMemo(() => answerErrors(mutation.error, 'data'), [mutation.error]);
  const backTo = orderViewPath(ref.id);

  if (!query.isSuccess) return <QuestionnaireLoadState query={query} backTo={backTo} />;

  const { data: questionnaire, service, orderData, answers, answersLocked } = query.data;
  const storageKey = progressStorageKey(ref.id, ref.questionnaire_id, service._id);
  const answered = answers !== undefined;

  const submit = (values: Answers) => {
    mutation.mutate(
      {
        serviceType: ref.questionnaire_id === MODULE_IDS.additionalQuestionnaire ? MODULE_IDS.additionalQuestionnaire : 'questionnaire',
        taskId: ref.questionnaire_id,
        serviceId: service._id,
        data: values,
        ...(questionnaire.isDefault ? { DefaultQuestionSubmitted: true } : {}),
      },
      {
        onSuccess: () => {
          clearProgress(storageKey);
          notifications.show({ color: 'green', icon: <IconCircleCheck size={18} />, message: t('page.completed') });
          void navigate(backTo);
        },
      },
    );
  };

  const lockedByServer = mutation.error instanceof ApiError && mutation.error.status === 409;

  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <PageHeader title={questionnaire.name} aside={<BackLink to={backTo} label={t('page.backToOrder')} />}>
        <Text c="dimmed" size="sm">
          {t('page.orderLine', { number: orderData.number, service: service.serviceName })}
        </Text>
      </PageHeader>

      {answered && !editing ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t('page.answeredTitle')}>
              {answersLocked ? t('page.answeredLocked') : t('page.answeredMessage')}
            </Alert>
            <Group>
              <Button component={Link} to={answersPath(ref)} leftSection={<IconEye size={16} />}>
                {t('page.viewAnswers')}
              </Button>
              {!answersLocked && (
                <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                  {t('page.changeAnswers')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack gap="md">
            {mutation.error && !serverErrors && (
              <ServerErrorAlert error={mutation.error} message={lockedByServer ? t('page.answeredLocked') : undefined} />
            )}
            <QuestionnaireWizard
              fields={questionnaire.fields}
              initialAnswers={answers}
              storageKey={storageKey}
              onSubmit={submit}
              // Locked until the next page shows: after a success the old page stays while the next loads.
              submitting={mutation.isPending || mutation.isSuccess}
              serverErrors={serverErrors}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
