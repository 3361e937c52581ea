import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Module } from '@portal/domain/orders/types';
import {
  IconBrandLinkedin,
  IconCircleCheck,
  IconFileCheck,
  IconFileUpload,
  IconListCheck,
  IconMessageQuestion,
  IconRefresh,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffModuleRow as Row } from '../staff-module-state';

const KIND_ICON: Record<Row['kind'], TablerIcon> = {
  questionnaire: IconListCheck,
  previous_document: IconFileUpload,
  revision_process: IconRefresh,
  final_document: IconFileCheck,
  final_linkedin: IconBrandLinkedin,
  additional_questionnaire: IconMessageQuestion,
};

// Green when done, orange when the writer's move is next, blue while the customer has it, grey when nothing started.
const STATE_COLOR: Record<Row['state'], string> = {
  done: 'teal',
  answered: 'teal',
  'waiting-customer': 'blue',
  'awaiting-review': 'blue',
  sent: 'blue',
  'ready-for-draft': 'orange',
  'no-draft': 'gray',
  'not-done': 'gray',
  'not-sent': 'gray',
};

function stateKey(row: Row): string {
  const group = row.kind === 'final_linkedin' ? 'final_document' : row.kind;
  return `moduleStates.${group}.${row.state}`;
}

function actionKey(row: Row): string {
  return row.kind === 'previous_document' ? 'actions.viewDocuments' : 'actions.viewAnswers';
}

/** One module of a service: what it is, where it stands, and the screen to open when one exists. */
export function StaffModuleRow({ module, row }: { module: Module; row: Row }) {
  const { t } = useTranslation('staff-order');
  const Icon = KIND_ICON[row.kind];
  const kindLabel = t(`moduleKinds.${row.kind}`);

  return (
    <Group justify="space-between" gap="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
        <ThemeIcon variant="light" color={row.done ? 'teal' : 'gray'} size={36} radius="md" aria-hidden>
          {row.done ? <IconCircleCheck size={20} /> : <Icon size={20} />}
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={500} lineClamp={2}>
            {module.title || kindLabel}
          </Text>
          <Group gap={6}>
            {module.title && module.title !== kindLabel && (
              <Text size="xs" c="dimmed">
                {kindLabel}
              </Text>
            )}
            <Badge size="sm" color={STATE_COLOR[row.state]} variant="light" style={{ textTransform: 'none' }}>
              {t(stateKey(row))}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {row.to && (
        <Button component={Link} to={row.to} size="xs" variant="default" ml="auto">
          {t(actionKey(row))}
        </Button>
      )}
    </Group>
  );
}
