import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CatalogService, getCatalog } from '@portal/domain/catalog/calls';
import type { CallResponse } from '@portal/domain/call';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSaveService } from '../api';

type Catalog = CallResponse<typeof getCatalog>;
const KNOWN = ['previous_document', 'revision_process', 'final_document', 'final_linkedin', 'additional_questionnaire'] as const;

/** Creates or edits a service: its modules, in the order the customer meets them (moved with the arrow buttons). */
export function ServiceModal({ catalog, editing, onClose }: { catalog: Catalog; editing: CatalogService | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const service = editing === 'new' ? null : editing;
  const save = useSaveService();
  const [name, setName] = useState(service?.name ?? '');
  const [modules, setModules] = useState(service?.modules ?? [{ id: 'final_document', title: '' }]);
  const options = [...KNOWN.map((id) => ({ value: id, label: t(`catalog.modules.${id}`) })), ...catalog.questionnaires.map((q) => ({ value: q._id, label: t('catalog.modules.questionnaire', { name: q.name }) }))];
  const move = (i: number, by: number) => {
    const next = [...modules];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    setModules(next);
  };
  return (
    <Modal opened={editing !== null} onClose={onClose} title={service ? t('catalog.service.edit', { name: service.name }) : t('catalog.service.new')} size="lg" centered>
      <Stack gap="md">
        <ServerErrorAlert error={save.error} />
        <TextInput label={t('catalog.service.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} required data-autofocus />
        <Text size="sm" fw={500}>
          {t('catalog.service.modules')}
        </Text>
        {modules.map((m, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <Select label={t('catalog.service.module', { number: i + 1 })} data={options} value={m.id} onChange={(v) => v && setModules(modules.map((x, j) => (j === i ? { ...x, id: v } : x)))} allowDeselect={false} w={220} comboboxProps={{ withinPortal: true }} />
            <TextInput label={t('catalog.service.title')} value={m.title} onChange={(e) => setModules(modules.map((x, j) => (j === i ? { ...x, title: e.currentTarget.value } : x)))} style={{ flex: 1 }} />
            <ActionIcon variant="subtle" mb={6} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('catalog.service.up', { number: i + 1 })}>
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" mb={6} disabled={i === modules.length - 1} onClick={() => move(i, 1)} aria-label={t('catalog.service.down', { number: i + 1 })}>
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" mb={6} disabled={modules.length === 1} onClick={() => setModules(modules.filter((_, j) => j !== i))} aria-label={t('catalog.service.remove', { number: i + 1 })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setModules([...modules, { id: 'final_document', title: '' }])} style={{ alignSelf: 'flex-start' }}>
          {t('catalog.service.add')}
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => save.mutate({ id: service?._id ?? null, body: { name, modules } }, { onSuccess: onClose })} loading={save.isPending}>
            {t('catalog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
