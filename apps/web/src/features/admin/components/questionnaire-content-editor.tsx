import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTIONNAIRE_NAME_MAX, type AdminQuestionnaire } from '@portal/domain/questionnaires/admin-calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { QuestionnaireEditor, useEditorState } from '../../questionnaire-editor/public';
import { contentPaths, useAdminQuestionnaire, useSaveQuestionnaire, type QuestionnaireKind } from '../content-api';
import { ContentEditFrame, ContentLoadState } from './content-edit-frame';

/** /admin/questionnaires/:id or /admin/surveys/:id (`new` to write one): the name and the writers' field editor. */
export function QuestionnaireContentPage({ kind }: { kind: QuestionnaireKind }) {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const query = useAdminQuestionnaire(kind, creating ? null : id);
  if (!creating && !query.isSuccess) return <ContentLoadState kind={kind} query={query} />;
  const questionnaire = creating ? null : query.data!.data;
  return (
    <ContentEditFrame kind={kind} editing={questionnaire}>
      <QuestionnaireForm key={questionnaire?._id ?? 'new'} kind={kind} questionnaire={questionnaire} />
    </ContentEditFrame>
  );
}

function QuestionnaireForm({ kind, questionnaire }: { kind: QuestionnaireKind; questionnaire: AdminQuestionnaire | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveQuestionnaire(kind);
  // A replaced or retired questionnaire is restored from the list before it is edited (the server refuses it too).
  const archived = questionnaire?.archived ?? false;
  const editor = useEditorState(questionnaire?.fields ?? []);
  const [name, setName] = useState(questionnaire?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const fieldProblems = save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0;

  const submit = () => {
    const trimmed = name.trim();
    setNameError(trimmed === '' ? t('content.nameRequired') : null);
    // Customers answer it as saved: it must pass the same check as a follow-up before it is sent.
    const fieldsOk = editor.checkPublishable();
    if (trimmed === '' || !fieldsOk) return;
    save.mutate(
      { id: questionnaire?._id ?? null, body: { name: trimmed, fields: editor.fields } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('content.savedDone', { name: trimmed }) });
          void navigate(contentPaths.list(kind));
        },
        onError: editor.serverError,
      },
    );
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TextInput label={t('content.name')} required maxLength={QUESTIONNAIRE_NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError ?? undefined} />
      </Paper>
      <QuestionnaireEditor fields={editor.fields} onChange={editor.change} problems={editor.problems} />
      {save.error !== null && !fieldProblems && <ServerErrorAlert error={save.error} />}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={archived}>
          {t('content.save')}
        </Button>
      </Group>
    </Stack>
  );
}
