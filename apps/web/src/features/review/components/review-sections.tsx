import { Alert, Badge, Blockquote, Group, List, Stack, Text, Title } from '@mantine/core';
import { ATS_FACTS, type ReviewTab } from '@portal/domain/critiques/rules';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Check = { report_text?: string; result?: string; flagged_text?: string; bullet_point_sentence?: string };
type Review = {
  structure_section?: { use_of_bullets_check?: Check; missing_sections_check?: Check };
  impact_and_experience_section?: { impact_check?: Check };
  language_section?: { checks?: Check[]; better_verbs?: string[] };
  ats_section?: { hard_skills?: string[]; best_fit_jobs?: string[] };
  style_section?: { email_check?: { result?: string; email?: string }; phone_number_check?: { result?: string; phone_number?: string } };
};

function Finding({ title, children, good = false }: { title: string; children: ReactNode; good?: boolean }) {
  return (
    <Alert variant="light" color={good ? 'green' : 'orange'} title={title} icon={good ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}>
      <Stack gap={6}>{children}</Stack>
    </Alert>
  );
}

/** Every check of the critique entity, in the tab it belongs to. */
export function ReviewSection({ tab, review }: { tab: ReviewTab; review: Record<string, unknown> }) {
  const { t } = useTranslation('review');
  const r = review as Review;
  switch (tab) {
    case 'Structure': {
      const bullets = r.structure_section?.use_of_bullets_check;
      const missing = r.structure_section?.missing_sections_check;
      const email = r.style_section?.email_check;
      const phone = r.style_section?.phone_number_check;
      return (
        <Stack>
          {bullets?.report_text && (
            <Finding title={t('checks.bullets')}>
              <Text size="sm">{bullets.report_text}</Text>
              {bullets.bullet_point_sentence && <Blockquote p="xs" fz="sm">{bullets.bullet_point_sentence}</Blockquote>}
            </Finding>
          )}
          {missing?.report_text && (
            <Finding title={t('checks.missingSections')}>
              <Text size="sm">{missing.report_text}</Text>
            </Finding>
          )}
          {email && (
            <Finding title={t('checks.email')} good={email.result === 'good'}>
              <Text size="sm">{email.result === 'good' ? t('checks.emailGood', { email: email.email }) : t('checks.emailBad')}</Text>
            </Finding>
          )}
          {phone && (
            <Finding title={t('checks.phone')} good={phone.result === 'good'}>
              <Text size="sm">{phone.result === 'good' ? t('checks.phoneGood', { phone: phone.phone_number }) : t('checks.phoneBad')}</Text>
            </Finding>
          )}
        </Stack>
      );
    }
    case 'Impact and Experience':
      return (
        <Stack>
          {r.impact_and_experience_section?.impact_check?.report_text && (
            <Finding title={t('checks.impact')}>
              <Text size="sm">{r.impact_and_experience_section.impact_check.report_text}</Text>
            </Finding>
          )}
        </Stack>
      );
    case 'Language':
      return (
        <Stack>
          {(r.language_section?.checks ?? [])
            .filter((c) => c.result === 'bad')
            .map((c, i) => (
              <Finding key={i} title={t('checks.language')}>
                <Text size="sm">{c.report_text}</Text>
                {c.flagged_text && (
                  <Text size="sm">
                    {t('checks.flagged')} <mark>{c.flagged_text}</mark>
                  </Text>
                )}
              </Finding>
            ))}
          {(r.language_section?.better_verbs ?? []).length > 0 && (
            <Stack gap={6}>
              <Title order={3} fz="h5">
                {t('checks.betterVerbs')}
              </Title>
              <Group gap={6}>
                {r.language_section!.better_verbs!.map((verb) => (
                  <Badge key={verb} variant="light" size="lg">
                    {verb}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      );
    case 'ATS':
      return (
        <Stack>
          <Text size="sm">{t('ats.copy', { percent: ATS_FACTS.fortune500Percent, applications: ATS_FACTS.applicationsPerPosting })}</Text>
          {(r.ats_section?.hard_skills ?? []).length > 0 && (
            <Stack gap={6}>
              <Title order={3} fz="h5">
                {t('ats.hardSkills')}
              </Title>
              <Group gap={6}>
                {r.ats_section!.hard_skills!.map((skill) => (
                  <Badge key={skill} variant="outline" size="lg">
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      );
    default:
      return (
        <Stack>
          <Text size="sm">{t('jobs.intro')}</Text>
          <List spacing={4}>
            {(r.ats_section?.best_fit_jobs ?? []).map((job) => (
              <List.Item key={job}>{job}</List.Item>
            ))}
          </List>
        </Stack>
      );
  }
}
