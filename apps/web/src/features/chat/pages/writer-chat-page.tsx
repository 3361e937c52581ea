import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { PageHeader } from '../../../ui/page-header';
import { ChatPanel } from '../components/chat-panel';

/** `/chat` (spec 001 section 2): the writer's chat with the site's admins. */
export default function WriterChatPage() {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <PageHeader title={t('adminChatTitle')} aside={null}>
          <Text size="sm" c="dimmed">
            {t('adminChatIntro')}
          </Text>
        </PageHeader>
        <ChatPanel conversation={{ chatType: 'writerToAdmin', userId: user._id }} height={600} />
      </Stack>
    </Container>
  );
}
