import { Alert, Box, Button, Card, Container, Grid, Group, Progress, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REVIEW_TABS, nextTab, previousTab, reviewProgress, type ReviewTab } from '@portal/domain/critiques/rules';
import { IconArrowLeft, IconArrowRight, IconCalendar, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useErrorText } from '../../../platform/error-text';
import { useSite } from '../../../platform/site-context';
import { FullPageNotice } from '../../../ui/full-page-notice';
import { SiteBrand } from '../../../ui/site-brand';
import { TestimonialCarousel } from '../../../ui/testimonial-carousel';
import { isWidget, postToHost } from '../../checkout/public';
import { reviewCalls, useReview } from '../api';
import { NameModal } from '../components/name-modal';
import { PlansColumn } from '../components/plans-column';
import { ReviewSection } from '../components/review-sections';
import { SatisfactionFooter } from '../components/satisfaction-footer';

const TAB_KEYS: Record<ReviewTab, string> = { Structure: 'structure', 'Impact and Experience': 'impact', Language: 'language', ATS: 'ats', 'Best-Fit Jobs': 'jobs' };


export default function ReviewPage() {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const site = useSite();
  const { id = '' } = useParams();
  const review = useReview(id);
  const [search] = useSearchParams();
  const widget = isWidget(search);
  const phone = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState(0);
  const [visited, setVisited] = useState<string[]>([]);
  const data = review.data?.data;
  const seeded = useRef(false);

  // The tabs visited before, then the first one (visiting a tab counts once).
  useEffect(() => {
    if (!data || seeded.current) return;
    seeded.current = true;
    const before = data.critique.progress;
    const first = REVIEW_TABS[0];
    setVisited(before.includes(first) ? before : [...before, first]);
    if (!before.includes(first)) reviewCalls.progress(data.critique._id, [first]);
  }, [data]);

  useEffect(() => {
    if (review.isError) postToHost('critiqueReviewError');
  }, [review.isError]);

  if (review.isPending) return <FullPageNotice loading title={t('common:site.loadingTitle')} message={t('loading')} />;
  if (review.isError || !data) return <FullPageNotice title={t('errorTitle')} message={errorText(review.error)} />;

  const critique = data.critique;
  const custom = data.clientWebsiteCustomization;
  const name = custom.reviewEmailFirstName || t('friend');

  function show(index: number) {
    setTab(index);
    const title = REVIEW_TABS[index]!;
    if (!visited.includes(title)) {
      const next = [...visited, title];
      setVisited(next);
      reviewCalls.progress(critique._id, next);
    }
  }

  const missingName = !critique.firstName || !critique.lastName || !critique.email;
  const current = REVIEW_TABS[tab]!;

  return (
    <Box bg="gray.0" mih="100dvh">
      <Box component="header" bg="white" py="md" style={{ borderBottom: `4px solid ${custom.colours?.accent ?? site.colours.accent}` }}>
        <Container size="xl">
          <Group justify="space-between" wrap="wrap" gap="md">
            <SiteBrand />
            <TestimonialCarousel testimonials={custom.testimonials} label={t('testimonials')} />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="xl" py="lg">
        <Stack gap="lg">
          {custom.consultationLink && (
            <Card withBorder padding="md" bg="blue.0">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm" wrap="nowrap">
                  <IconCalendar aria-hidden />
                  <Text fw={600}>{t('consultation.text')}</Text>
                </Group>
                <Button component="a" href={custom.consultationLink} target="_blank" rel="noopener noreferrer" onClick={() => reviewCalls.scheduleClick(critique._id, data.critiquesViewsId)}>
                  {t('consultation.book')}
                </Button>
              </Group>
            </Card>
          )}
          {custom.callUs && (
            <Alert color="gray" icon={<IconPhone aria-hidden />} title={t('callUs.title')}>
              <Text size="sm">{custom.callUs.text}</Text>
              <Text size="sm" fw={700}>
                <a href={`tel:${custom.callUs.phone.replace(/[^+\d]/g, '')}`}>{custom.callUs.phone}</a>
              </Text>
            </Alert>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                  {critique.writtenByWriter ? t('intro.writerTitle', { name }) : t('intro.title', { name })}
                </Title>
                <Text>{critique.writtenByWriter ? t('intro.writerText') : t('intro.text')}</Text>
                <Stack gap={4}>
                  <Text size="sm" fw={600} id="progress-label">
                    {t('progress', { percent: reviewProgress(visited) })}
                  </Text>
                  <Progress.Root size="lg">
                    <Progress.Section value={reviewProgress(visited)} aria-label={t('progress', { percent: reviewProgress(visited) })} />
                  </Progress.Root>
                </Stack>
                <Card withBorder padding="md">
                  {phone ? (
                    <Select label={t('tabs.label')} data={REVIEW_TABS.map((title, i) => ({ value: String(i), label: t(`tabs.${TAB_KEYS[title]}`) }))} value={String(tab)} onChange={(v) => v !== null && show(Number(v))} allowDeselect={false} mb="md" />
                  ) : (
                    <Tabs value={String(tab)} onChange={(v) => v !== null && show(Number(v))} mb="md">
                      <Tabs.List>
                        {REVIEW_TABS.map((title, i) => (
                          <Tabs.Tab key={title} value={String(i)}>
                            {t(`tabs.${TAB_KEYS[title]}`)}
                          </Tabs.Tab>
                        ))}
                      </Tabs.List>
                    </Tabs>
                  )}
                  <Stack gap="md" role="region" aria-label={t(`tabs.${TAB_KEYS[current]}`)}>
                    <Title order={2} fz="h3">
                      {t(`tabs.${TAB_KEYS[current]}`)}
                    </Title>
                    <ReviewSection tab={current} review={critique.review} />
                    <Group justify="space-between">
                      <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => show(previousTab(tab))}>
                        {t('previous')}
                      </Button>
                      <Button variant="default" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => show(nextTab(tab))}>
                        {t('next')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
                <SatisfactionFooter critiqueId={critique._id} rated={critique.stars !== null} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PlansColumn data={data} widget={widget} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
      {missingName && <NameModal critiqueId={critique._id} initial={{ firstName: critique.firstName || custom.reviewEmailFirstName, lastName: critique.lastName || custom.reviewEmailLastName, email: critique.email }} />}
    </Box>
  );
}
