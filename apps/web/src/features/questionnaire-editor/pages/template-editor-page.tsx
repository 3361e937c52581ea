import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { EDITOR_CALL_MESSAGES, publishTemplate, TEMPLATE_NAME_MAX, type Template } from '@portal/domain/questionnaire-editor/calls';
import { IconArrowLeft, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { useSession } from '../../../platform/session-context';
import { PageHeader } from '../../../ui/page-header';
import { PageLoadState } from '../../../ui/page-load-state';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useTemplate, useTemplateActions } from '../api';
import { QuestionnaireEditor } from '../components/questionnaire-editor';
import { QuestionnaireOutline } from '../components/questionnaire-outline';
import { EditorActions } from '../components/editor-actions';
import { editorPaths } from '../paths';
import { useEditorState } from '../use-editor-state';

const nameSchema = publishTemplate.body.shape.name;

/** One template by `?key=`: writers edit, save and publish it; reviewers read it. */
export default function TemplateEditorPage() {
  const { t } = useTranslation('questionnaire-editor');
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const query = useTemplate(key);
  const { user } = useSession();
  const reviewer = user.role === 'reviewer';
  // Reviewers may not open the list, so their way back is the order list.
  const backTo = reviewer ? '/orders/list' : editorPaths.templates;
  const backLabel = reviewer ? t('actions.backToOrders') : t('templates.backToList');

  if (key === '' || !query.isSuccess) {
    const missing = { isPending: false, error: new ApiError(404, null), refetch: () => undefined };
    return <PageLoadState query={key === '' ? missing : query} backTo={backTo} backLabel={backLabel} notFoundTitle={t('templates.notFoundTitle')} notFoundMessage={t('templates.notFoundMessage')} />;
  }
  const template = query.data.data;

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader
        title={template.name}
        aside={
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        }
      >
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {t('templates.editorIntro')}
          </Text>
          <Badge color={template.status === 'published' ? 'green' : 'yellow'} variant="light">
            {t(`templates.${template.status}`)}
          </Badge>
          {template.status === 'published' && template.hasUnpublishedChanges && (
            <Badge color="orange" variant="light">
              {t('templates.unpublishedChanges')}
            </Badge>
          )}
        </Group>
      </PageHeader>
      {reviewer ? (
        <>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
            {t('templates.readOnly')}
          </Alert>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <QuestionnaireOutline fields={template.fields} />
          </Paper>
        </>
      ) : (
        <TemplateEditor key={template._id} template={template} />
      )}
    </Stack>
  );
}

function TemplateEditor({ template }: { template: Template }) {
  const { t } = useTranslation('questionnaire-editor');
  const editor = useEditorState(template.fields);
  const { save, publish } = useTemplateActions(template._id);
  const [name, setName] = useState(template.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = save.isPending || publish.isPending;
  const error = save.error ?? publish.error;

  const doPublish = () => {
    const parsed = nameSchema.safeParse(name);
    setNameError(parsed.success ? null : t('templates.nameRequired'));
    const fieldsOk = editor.checkPublishable();
    if (!parsed.success || !fieldsOk) return;
    publish.mutate({ name: parsed.data, fields: editor.fields }, { onSuccess: (answer) => editor.saved(answer.data.fields), onError: editor.serverError });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TextInput
          label={t('templates.name')}
          description={t('templates.nameHint')}
          required
          maxLength={TEMPLATE_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError ?? undefined}
        />
      </Paper>
      <QuestionnaireEditor fields={editor.fields} onChange={editor.change} problems={editor.problems} />
      {error !== null && <ServerErrorAlert error={error} message={error instanceof Error && error.message === EDITOR_CALL_MESSAGES.checkFields ? t('problems.check') : undefined} />}
      {publish.isSuccess && !editor.dirty && (
        <Alert color="green" variant="light" role="status">
          {t('templates.publishedNotice')}
        </Alert>
      )}
      <EditorActions
        dirty={editor.dirty}
        justSaved={save.isSuccess || publish.isSuccess}
        saving={save.isPending}
        busy={busy}
        onSave={() => save.mutate(editor.fields, { onSuccess: (answer) => editor.saved(answer.data.fields), onError: editor.serverError })}
      >
        <Button leftSection={<IconUpload size={16} />} loading={publish.isPending} disabled={busy && !publish.isPending} onClick={doPublish}>
          {t('templates.publish')}
        </Button>
      </EditorActions>
    </Stack>
  );
}
