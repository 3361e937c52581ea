import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ModuleKind } from '@portal/domain/orders/rules';
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
import type { ReactNode } from 'react';

const KIND_ICON: Record<ModuleKind, TablerIcon> = {
  questionnaire: IconListCheck,
  previous_document: IconFileUpload,
  revision_process: IconRefresh,
  final_document: IconFileCheck,
  final_linkedin: IconBrandLinkedin,
  additional_questionnaire: IconMessageQuestion,
  additional_questionnaire_submitted: IconMessageQuestion,
};

type Props = {
  kind: ModuleKind;
  done: boolean;
  title: string;
  /** The dimmed line under the title (the module's kind); left out when it would repeat the title. */
  subtitle?: string;
  /** The module's state badges, beside the subtitle. */
  badges: ReactNode;
  /** The button to the module's screen, when there is one. */
  action?: ReactNode;
  /**
   * How wide the text may stay beside the action before the action moves under it (px); a side
   * with longer button labels gives the text more room.
   */
  textBasis: number;
  /** Space between the title and the line below it (px); larger badges want a little air. */
  textGap: number;
};

/** One module of a service in the order's accordion: kind icon (a tick once done), title, state, action. */
export function ModuleRowFrame({ kind, done, title, subtitle, badges, action, textBasis, textGap }: Props) {
  const Icon = KIND_ICON[kind];
  return (
    <Group justify="space-between" gap="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: `1 1 ${textBasis}px` }}>
        <ThemeIcon variant="light" color={done ? 'teal' : 'gray'} size={36} radius="md" aria-hidden>
          {done ? <IconCircleCheck size={20} /> : <Icon size={20} />}
        </ThemeIcon>
        <Stack gap={textGap} miw={0}>
          <Text fw={500} lineClamp={2}>
            {title}
          </Text>
          <Group gap={6}>
            {subtitle && (
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            )}
            {badges}
          </Group>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}
