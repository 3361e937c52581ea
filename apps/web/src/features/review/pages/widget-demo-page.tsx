import { Box, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * A demo host page: the review page embedded in widget mode, with the messages it posts listed as
 * they arrive (only same-origin frames may post here, and only same-origin hosts may frame us).
 */
export default function WidgetDemoPage() {
  const { t } = useTranslation('review');
  const [search] = useSearchParams();
  const critique = (search.get('critique') ?? 'demo-critique-1').replace(/[^A-Za-z0-9_-]/g, '');
  const [messages, setMessages] = useState<string[]>([]);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      setMessages((list) => [...list, JSON.stringify(event.data)]);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  return (
    <Container component="main" size="xl" py="lg" aria-label={t('widgetDemo.title')}>
      <Stack>
        <Title order={1} fz="h2">
          {t('widgetDemo.title')}
        </Title>
        <Text>{t('widgetDemo.text')}</Text>
        <Box component="iframe" src={`/review/${critique}?fromWidget=true`} title={t('widgetDemo.frame')} w="100%" h={900} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} />
        <Title order={2} fz="h4">
          {t('widgetDemo.messages')}
        </Title>
        <Stack gap={4} aria-live="polite" data-testid="widget-messages">
          {messages.length === 0 ? <Text c="dimmed">{t('widgetDemo.none')}</Text> : messages.map((m, i) => <Code key={i}>{m}</Code>)}
        </Stack>
      </Stack>
    </Container>
  );
}
