import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FollowUp } from '@portal/domain/questionnaire-editor/calls';
import { IconArrowLeft, IconInfoCircle, IconListCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../platform/session-context';
import { PageHeader } from '../../../ui/page-header';
import { PageLoadState } from '../../../ui/page-load-state';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useFollowUp, useFollowUpActions, type FollowUpRef } from '../api';
import { ConfirmModal } from '../components/confirm-modal';
import { QuestionnaireEditor } from '../components/questionnaire-editor';
import { QuestionnaireOutline } from '../components/questionnaire-outline';
import { EditorActions } from '../components/editor-actions';
import { TemplatePicker } from '../components/template-picker';
import { editorPaths } from '../paths';
import { useEditorState } from '../use-editor-state';

const STATUS_COLOUR = { none: 'gray', draft: 'yellow', published: 'blue' } as const;

function StatusBadge({ followUp }: { followUp: FollowUp }) {
  const { t } = useTranslation('questionnaire-editor');
  if (followUp.answered) return <Badge variant="light" color="green">{t('status.answered')}</Badge>;
  return <Badge variant="light" color={STATUS_COLOUR[followUp.status]}>{t(`status.${followUp.status}`)}</Badge>;
}

/** The follow-up questionnaire of an order service: the writer edits and sends it; others read it. */
export default function FollowUpPage() {
  const { t } = useTranslation('questionnaire-editor');
  const params = useParams();
  const ref: FollowUpRef = { orderId: params.orderId ?? '', serviceId: params.serviceId ?? '' };
  const query = useFollowUp(ref);
  const { user } = useSession();
  const backTo = editorPaths.orderView(ref.orderId);

  if (!query.isSuccess) {
    return <PageLoadState query={query} backTo={backTo} backLabel={t('actions.backToOrder')} notFoundTitle={t('followUp.notFoundTitle')} notFoundMessage={t('followUp.notFoundMessage')} />;
  }
  const { data, service, orderData } = query.data;
  const editable = user.role !== 'reviewer' && data.status !== 'published';

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <PageHeader
        title={t('followUp.title')}
        aside={
          <Group gap="xs">
            <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('actions.backToOrder')}
            </Button>
            {data.answered && (
              <Button component={Link} to={editorPaths.followUpAnswers(ref.orderId, ref.serviceId)} leftSection={<IconListCheck size={16} />}>
                {t('followUp.viewAnswers')}
              </Button>
            )}
          </Group>
        }
      >
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {t('followUp.orderLine', { number: orderData.number, service: service.serviceName })}
          </Text>
          <StatusBadge followUp={data} />
        </Group>
      </PageHeader>

      {editable ? (
        // Another order or service starts from its own saved list.
        <FollowUpEditor key={`${ref.orderId}/${ref.serviceId}`} at={ref} followUp={data} />
      ) : (
        <>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />}>
            {data.status === 'published' ? t('followUp.sentNotice') : data.status === 'draft' ? t('followUp.draftNotice') : t('followUp.noneNotice')}
          </Alert>
          {data.status !== 'none' && (
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <QuestionnaireOutline fields={data.fields} />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

function FollowUpEditor({ at: ref, followUp }: { at: FollowUpRef; followUp: FollowUp }) {
  const { t } = useTranslation('questionnaire-editor');
  const editor = useEditorState(followUp.fields);
  const { save, publish, copy } = useFollowUpActions(ref);
  const [confirm, setConfirm] = useState<'publish' | { copy: string } | null>(null);
  const busy = save.isPending || publish.isPending || copy.isPending;
  const error = save.error ?? publish.error ?? copy.error;

  const doCopy = (template: string) => {
    setConfirm(null);
    copy.mutate(template, { onSuccess: (answer) => editor.reset(answer.data.fields) });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TemplatePicker busy={copy.isPending} onCopy={(template) => (editor.fields.length > 0 ? setConfirm({ copy: template }) : doCopy(template))} />
      </Paper>

      <QuestionnaireEditor fields={editor.fields} onChange={editor.change} problems={editor.problems} />

      {error !== null && <ServerErrorAlert error={error} />}
      <EditorActions
        dirty={editor.dirty}
        justSaved={save.isSuccess}
        saving={save.isPending}
        busy={busy}
        onSave={() => save.mutate(editor.fields, { onSuccess: (answer) => editor.saved(answer.data.fields), onError: editor.serverError })}
      >
        <Button leftSection={<IconSend size={16} />} disabled={busy} onClick={() => editor.checkPublishable() && setConfirm('publish')}>
          {t('followUp.send')}
        </Button>
      </EditorActions>

      <ConfirmModal
        opened={confirm === 'publish'}
        title={t('followUp.sendTitle')}
        text={t('followUp.sendText')}
        confirmLabel={t('followUp.send')}
        busy={publish.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => publish.mutate(editor.fields, { onSettled: () => setConfirm(null), onError: editor.serverError })}
      />
      <ConfirmModal
        opened={confirm !== null && confirm !== 'publish'}
        title={t('followUp.replaceTitle')}
        text={t('followUp.replaceText')}
        confirmLabel={t('followUp.copy')}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm !== null && confirm !== 'publish' && doCopy(confirm.copy)}
      />
    </Stack>
  );
}
