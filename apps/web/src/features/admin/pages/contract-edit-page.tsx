import { Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTRACT_HTML_MAX, CONTRACT_TITLE_MAX, contractBody, type AdminContract } from '@portal/domain/contracts/calls';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { ContractText } from '../../contracts/public';
import { ContentEditFrame, ContentLoadState } from '../components/content-edit-frame';
import { contentPaths, useAdminContract, useSaveContract } from '../content-api';

/** /admin/contracts/:id (`new` to write one): the title and the HTML, with the customer's view beside it. */
export default function ContractEditPage() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const query = useAdminContract(creating ? null : id);
  if (!creating && !query.isSuccess) return <ContentLoadState kind="contracts" query={query} />;
  const contract = creating ? null : query.data!.data;
  return (
    <ContentEditFrame kind="contracts" editing={contract}>
      <ContractForm key={contract?._id ?? 'new'} contract={contract} />
    </ContentEditFrame>
  );
}

function ContractForm({ contract }: { contract: AdminContract | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveContract();
  // A replaced or retired text is restored from the list before it is edited (the server refuses it too).
  const archived = contract?.archived ?? false;
  const [title, setTitle] = useState(contract?.title ?? '');
  const [html, setHtml] = useState(contract?.contentHtml ?? '');
  const [problems, setProblems] = useState<{ title?: string; contentHtml?: string }>({});
  // The preview sanitizes on every change: deferred, so typing stays smooth in a long text.
  const preview = useDeferredValue(html);
  const serverField = (field: 'title' | 'contentHtml') => (save.error instanceof ApiError ? save.error.fieldErrors[field] : undefined);

  const submit = () => {
    const parsed = contractBody.safeParse({ title, contentHtml: html });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setProblems({ ...(fields.has('title') ? { title: t('content.contract.titleRequired') } : {}), ...(fields.has('contentHtml') ? { contentHtml: t('content.contract.textRequired') } : {}) });
      return;
    }
    setProblems({});
    save.mutate(
      { id: contract?._id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('content.savedDone', { name: parsed.data.title }) });
          void navigate(contentPaths.list('contracts'));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <TextInput label={t('content.contract.title')} required maxLength={CONTRACT_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={problems.title ?? (serverField('title') && t('content.contract.titleRequired'))} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Textarea
            label={t('content.contract.text')}
            description={t('content.contract.textHint')}
            required
            autosize
            minRows={14}
            maxRows={30}
            maxLength={CONTRACT_HTML_MAX}
            value={html}
            onChange={(e) => setHtml(e.currentTarget.value)}
            error={problems.contentHtml ?? (serverField('contentHtml') && t('content.contract.textRequired'))}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap={6}>
            <Title order={2} fz="sm" fw={500}>
              {t('content.contract.preview')}
            </Title>
            <Paper withBorder radius="md" p="md" mih={200}>
              {preview.trim() === '' ? <Text c="dimmed">{t('content.contract.previewEmpty')}</Text> : <ContractText html={preview} />}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {save.error !== null && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0) && <ServerErrorAlert error={save.error} />}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} disabled={archived}>
          {t('content.save')}
        </Button>
      </Group>
    </Stack>
  );
}
