import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { createTemplate, EDITOR_CALL_MESSAGES, TEMPLATE_NAME_MAX } from '@portal/domain/questionnaire-editor/calls';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { PageHeader } from '../../../ui/page-header';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCreateTemplate } from '../api';
import { editorPaths } from '../paths';

/** A new template takes only its name; its questions are added in the editor it opens next. */
export default function TemplateCreatePage() {
  const { t } = useTranslation('questionnaire-editor');
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(createTemplate.body), defaultValues: { name: '' } });
  const create = useCreateTemplate();
  const nameRequired = t('templates.nameRequired');

  const submit = form.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: (answer) => void navigate(editorPaths.template(answer.data._id)),
      onError: (error) => error instanceof ApiError && applyServerFieldErrors(error, ['name'], form.setError),
    }),
  );

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <PageHeader
        title={t('templates.createTitle')}
        aside={
          <Button component={Link} to={editorPaths.templates} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('templates.backToList')}
          </Button>
        }
      >
        <Text c="dimmed" size="sm">
          {t('templates.createIntro')}
        </Text>
      </PageHeader>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {create.error && !(create.error instanceof ApiError && create.error.status === 400) && <ServerErrorAlert error={create.error} />}
            <TextInput
              {...form.register('name')}
              label={t('templates.name')}
              required
              maxLength={TEMPLATE_NAME_MAX}
              data-autofocus
              error={fieldErrorText(form.formState.errors.name, { [EDITOR_CALL_MESSAGES.templateNameRequired]: nameRequired, too_small: nameRequired })}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending || create.isSuccess}>
                {t('templates.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
