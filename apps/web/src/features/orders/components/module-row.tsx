import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ModuleKind } from '@portal/domain/orders/rules';
import type { Module, OrderView, Service } from '@portal/domain/orders/types';
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
import { moduleLink, type ModuleLink } from '../module-links';

const KIND_ICON: Record<ModuleKind, TablerIcon> = {
  questionnaire: IconListCheck,
  previous_document: IconFileUpload,
  revision_process: IconRefresh,
  final_document: IconFileCheck,
  final_linkedin: IconBrandLinkedin,
  additional_questionnaire: IconMessageQuestion,
  additional_questionnaire_submitted: IconMessageQuestion,
};

function actionLabel(link: ModuleLink): string {
  if (link.followUp === 'unavailable') return 'modules.notAvailable';
  if (link.followUp === 'awaiting-answer') return 'modules.respond';
  if (link.kind === 'questionnaire' || link.kind === 'additional_questionnaire') return link.done ? 'modules.viewAnswers' : 'modules.answer';
  return 'modules.open';
}

/** One module of a service: what it is, whether it is done, and the screen that does it. */
export function ModuleRow({ order, service, module }: { order: OrderView; service: Service; module: Module }) {
  const { t } = useTranslation('orders');
  const link = moduleLink(order._id, service, module, order.completed_tasks);
  const Icon = KIND_ICON[link.kind];
  const draftWaiting = link.kind === 'revision_process' && !link.done && order.revisionData?.[service._id]?.sentByWriter === true;

  return (
    <Group justify="space-between" gap="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
        <ThemeIcon variant="light" color={link.done ? 'teal' : 'gray'} size={36} radius="md" aria-hidden>
          {link.done ? <IconCircleCheck size={20} /> : <Icon size={20} />}
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text fw={500} lineClamp={2}>
            {module.title || t(`moduleKinds.${link.kind}`)}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t(`moduleKinds.${link.kind}`)}
            </Text>
            {link.done && (
              <Badge size="xs" color="teal" variant="light">
                {t('modules.done')}
              </Badge>
            )}
            {draftWaiting && (
              <Badge size="xs" color="blue" variant="light">
                {t('modules.draftReady')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {link.to ? (
        <Button component={Link} to={link.to} size="xs" variant={link.done ? 'default' : 'filled'} ml="auto">
          {t(actionLabel(link))}
        </Button>
      ) : (
        <Button size="xs" variant="default" disabled ml="auto" title={t('modules.followUpNotSent')}>
          {t(actionLabel(link))}
        </Button>
      )}
    </Group>
  );
}
