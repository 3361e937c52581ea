import { Alert, Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findingsBySection, type ComparedFinding, type CritiqueComparisonView } from '@portal/domain/critiques/comparison';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCritiqueComparison } from '../api';
import { longDateTime } from '../dates';
import { LoadError, SectionLoader } from './document-page';

const GROUPS = ['resolved', 'persisting', 'new'] as const;

/**
 * "What improved": the final resume checked against the critique the order was bought from, beside
 * a link to that critique. Shown only on the compared service's page of an order bought from a critique.
 */
export function CritiqueImprovements({ orderId, serviceId }: { orderId: string; serviceId: string }) {
  const { t } = useTranslation('documents');
  const query = useCritiqueComparison(orderId);
  if (query.isPending) return <SectionLoader />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { critiqueId, serviceId: compared, comparison } = query.data.data;
  if (!critiqueId || compared !== serviceId) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="what-improved">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="what-improved">
            {t('improved.title')}
          </Title>
          <Anchor component={Link} to={`/review/${encodeURIComponent(critiqueId)}`} size="sm">
            {t('improved.openCritique')}
          </Anchor>
        </Group>
        {!comparison ? (
          <Alert color="gray" variant="light" icon={<IconClockHour4 size={20} />} role="status">
            {t('improved.preparing')}
          </Alert>
        ) : (
          <Outcome comparison={comparison} />
        )}
      </Stack>
    </Paper>
  );
}

function Outcome({ comparison }: { comparison: CritiqueComparisonView }) {
  const { t, i18n } = useTranslation('documents');
  if (comparison.state === 'unreadable') {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
        <Stack gap={4}>
          <Text size="sm">{t('improved.unreadable', { file: comparison.fileName ?? '' })}</Text>
          <Text size="sm">{t(`improved.reasons.${comparison.reason ?? 'missing'}`, { defaultValue: t('improved.reasons.damaged') })}</Text>
        </Stack>
      </Alert>
    );
  }
  if (comparison.state === 'no_findings') return <Text size="sm">{t('improved.noFindings')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm">{t('improved.intro', { date: longDateTime(comparison.updatedAt, i18n.language) })}</Text>
      <SimpleGrid cols={3} spacing="sm">
        {GROUPS.map((group) => (
          <Paper key={group} withBorder radius="sm" p="sm" ta="center">
            <Text fz={28} fw={700} data-testid={`improved-${group}`}>
              {comparison[group].length}
            </Text>
            <Text size="sm">{t(`improved.counts.${group}`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {GROUPS.map((group) => (
        <FindingGroup key={group} group={group} findings={comparison[group]} />
      ))}
    </Stack>
  );
}

function FindingGroup({ group, findings }: { group: (typeof GROUPS)[number]; findings: ComparedFinding[] }) {
  const { t } = useTranslation('documents');
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t(`improved.groups.${group}`)}
      </Title>
      {findings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('improved.none')}
        </Text>
      ) : (
        findingsBySection(findings).map(({ section, findings: inSection }) => (
          <Stack key={section} gap={4}>
            <Title order={4} fz="sm">
              {t(`improved.sections.${section}`)}
            </Title>
            <List size="sm" spacing={4}>
              {inSection.map((finding, i) => (
                <List.Item key={`${finding.ruleId}-${i}`}>
                  {t(`improved.rules.${finding.ruleId.replaceAll('.', '_')}`, { defaultValue: t('improved.rules.other') })}
                  <FindingDetail finding={finding} />
                </List.Item>
              ))}
            </List>
          </Stack>
        ))
      )}
    </Stack>
  );
}

// A bullet the file's text starts with is layout, not the writer's words.
const withoutBullet = (text: string) => text.replace(/^[•●○◦▪■□◆◇►▶➢➤✓✔*·–—-]\s*/, '');

/** What a finding rests on: the missing sections by name, or the first text of the file it flags. */
function FindingDetail({ finding }: { finding: ComparedFinding }) {
  const { t } = useTranslation('documents');
  const missing = finding.ruleId === 'structure.sections.missing' && typeof finding.params?.missing === 'string' ? finding.params.missing.split(',').filter(Boolean) : null;
  const detail = missing ? missing.map((section) => t(`improved.resumeSections.${section}`, { defaultValue: section })).join(', ') : finding.evidence[0] ? `“${withoutBullet(finding.evidence[0])}”` : '';
  return detail ? (
    <Text span size="sm" c="dimmed">
      {` — ${detail}`}
    </Text>
  ) : null;
}
