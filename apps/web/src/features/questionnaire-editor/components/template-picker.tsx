import { Button, Group, Select } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_PAGE_MAX } from '@portal/domain/questionnaire-editor/calls';
import { useTemplates } from '../api';

type Props = { busy: boolean; onCopy: (templateId: string) => void };

/** Choose one of the site's published templates to start the follow-up from. */
export function TemplatePicker({ busy, onCopy }: Props) {
  const { t } = useTranslation('questionnaire-editor');
  const templates = useTemplates(1, { status: 'published', limit: TEMPLATE_PAGE_MAX });
  const [chosen, setChosen] = useState<string | null>(null);
  const data = (templates.data?.data ?? []).map((template) => ({ value: template._id, label: template.name }));
  return (
    <Group align="flex-end" gap="sm">
      <Select
        flex="1 1 240px"
        label={t('followUp.copyLabel')}
        placeholder={templates.isPending ? t('followUp.loadingTemplates') : t('followUp.choose')}
        nothingFoundMessage={t('followUp.noTemplates')}
        description={templates.isSuccess && data.length === 0 ? t('followUp.noTemplates') : undefined}
        error={templates.isError ? t('followUp.templatesFailed') : undefined}
        data={data}
        value={chosen}
        onChange={setChosen}
        searchable
        disabled={busy}
      />
      <Button variant="default" leftSection={<IconCopy size={16} />} disabled={!chosen} loading={busy} onClick={() => chosen && onCopy(chosen)}>
        {t('followUp.copy')}
      </Button>
    </Group>
  );
}
