import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { PageHeader } from '../../../ui/page-header';
import { useQuestionnaireAnswers, type QuestionnaireRef } from '../api';
import { AnswersTable } from '../components/answers-table';
import { QuestionnaireLoadState } from '../components/questionnaire-load-state';
import { longDateTime, useDayjsLocale } from '../dates';
import { orderViewPath, questionnairePath } from '../paths';
import classes from './answers-page.module.css';

export default function QuestionnaireAnswersPage() {
  const { t } = useTranslation('questionnaires');
  const { user } = useSession();
  const locale = useDayjsLocale();
  const params = useParams();
  const ref: QuestionnaireRef = { id: params.id ?? '', questionnaire_id: params.questionnaire_id ?? '', service: params.service };
  const query = useQuestionnaireAnswers(ref, { staff: user.role !== 'user' });
  const backTo = orderViewPath(ref.id);

  if (!query.isSuccess) return <QuestionnaireLoadState query={query} backTo={backTo} />;

  const { data, service, orderData } = query.data;
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader
        title={data.name}
        aside={
          <Group gap="xs" className={classes.noPrint}>
            <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('page.backToOrder')}
            </Button>
            {data.answered && (
              <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                {t('answers.print')}
              </Button>
            )}
          </Group>
        }
      >
        <Text c="dimmed" size="sm">
          {t('page.orderLine', { number: orderData.number, service: service.serviceName })}
        </Text>
        {data.submittedAt && (
          <Text c="dimmed" size="sm">
            {t('answers.submittedAt', { date: longDateTime(data.submittedAt, locale) })}
          </Text>
        )}
      </PageHeader>

      {!data.answered && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} title={t('answers.notAnsweredTitle')} className={classes.noPrint}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{user.role === 'user' ? t('answers.notAnsweredCustomer') : t('answers.notAnsweredStaff')}</Text>
            {user.role === 'user' && (
              <Button component={Link} to={questionnairePath(ref)} size="xs" leftSection={<IconPencil size={14} />}>
                {t('answers.answerNow')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {data.answered && data.sections.length === 0 && <Text c="dimmed">{t('answers.empty')}</Text>}

      {data.answered && data.sections.length > 0 && (
        <Paper withBorder p={{ base: 'sm', sm: 'xl' }} radius="md" className={classes.sheet}>
          <AnswersTable sections={data.sections} />
        </Paper>
      )}
    </Stack>
  );
}
