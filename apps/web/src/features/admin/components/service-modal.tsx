import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { serviceBody, type CatalogService, type getCatalog } from '@portal/domain/catalog/calls';
import type { CallResponse } from '@portal/domain/call';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeIssues, ProblemsAlert, schemaIssues, useCheckedSubmit, useIssueText, type FieldIssue } from '../../../ui/field-problems';
import { useSaveService } from '../api';

type Catalog = CallResponse<typeof getCatalog>;
type Module = { id: string; title: string };
type Field = 'name' | `modules.${number}.id` | `modules.${number}.title`;
const KNOWN = ['previous_document', 'revision_process', 'final_document', 'final_linkedin', 'additional_questionnaire'] as const;

/** Creates or edits a service: its modules, in the order the customer meets them (moved with the arrow buttons). */
export function ServiceModal({ catalog, editing, onClose }: { catalog: Catalog; editing: CatalogService | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const service = editing === 'new' ? null : editing;
  const save = useSaveService();
  const problems = useCheckedSubmit<Field>();
  const issueText = useIssueText();
  const [name, setName] = useState(service?.name ?? '');
  const [modules, setModules] = useState<Module[]>(service?.modules ?? [{ id: 'final_document', title: '' }]);
  const options = [...KNOWN.map((id) => ({ value: id, label: t(`catalog.modules.${id}`) })), ...catalog.questionnaires.map((q) => ({ value: q._id, label: t('catalog.modules.questionnaire', { name: q.name }) }))];
  const setModule = (i: number, change: Partial<Module>) => {
    setModules(modules.map((x, j) => (j === i ? { ...x, ...change } : x)));
    problems.clear(`modules.${i}.${'id' in change ? 'id' : 'title'}`);
  };
  /** Modules moved, added or removed: the marks of their places no longer fit them. */
  const reorder = (next: Module[]) => {
    setModules(next);
    problems.clear();
  };
  const move = (i: number, by: number) => {
    const next = [...modules];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    reorder(next);
  };

  /** Each issue of the contract's check or of the server's answer on its field, in the reader's words. */
  const place = (issue: FieldIssue): { field: Field; text: string } | null => {
    if (issue.path === 'name') return { field: 'name', text: issueText(issue.code, 'text') };
    const [head, index, part] = issue.path.split('.');
    if (head !== 'modules' || index === undefined || (part !== 'id' && part !== 'title')) return null;
    return { field: `modules.${Number(index)}.${part}`, text: issueText(issue.code, part === 'id' ? 'choice' : 'text') };
  };

  const submit = () =>
    problems.submit({
      check: () => placeIssues(schemaIssues(serviceBody.safeParse({ name, modules })), place),
      send: () => save.mutateAsync({ id: service?._id ?? null, body: { name, modules } }),
      place,
      done: onClose,
    });

  return (
    <Modal opened={editing !== null} onClose={onClose} title={service ? t('catalog.service.edit', { name: service.name }) : t('catalog.service.new')} size="lg" centered>
      <Stack gap="md" ref={problems.ref}>
        <ProblemsAlert state={problems} />
        <TextInput label={t('catalog.service.name')} value={name} onChange={(e) => problems.clearing('name', setName)(e.currentTarget.value)} error={problems.problems.name} required data-autofocus />
        <Text size="sm" fw={500}>
          {t('catalog.service.modules')}
        </Text>
        {modules.map((m, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select label={t('catalog.service.module', { number: i + 1 })} data={options} value={m.id} onChange={(v) => v && setModule(i, { id: v })} error={problems.problems[`modules.${i}.id`]} allowDeselect={false} w={220} comboboxProps={{ withinPortal: true }} />
            <TextInput label={t('catalog.service.title')} value={m.title} onChange={(e) => setModule(i, { title: e.currentTarget.value })} error={problems.problems[`modules.${i}.title`]} required style={{ flex: 1 }} />
            <ActionIcon variant="subtle" mt={28} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('catalog.service.up', { number: i + 1 })}>
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" mt={28} disabled={i === modules.length - 1} onClick={() => move(i, 1)} aria-label={t('catalog.service.down', { number: i + 1 })}>
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" mt={28} disabled={modules.length === 1} onClick={() => reorder(modules.filter((_, j) => j !== i))} aria-label={t('catalog.service.remove', { number: i + 1 })}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => reorder([...modules, { id: 'final_document', title: '' }])} style={{ alignSelf: 'flex-start' }}>
          {t('catalog.service.add')}
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('catalog.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
