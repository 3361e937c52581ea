import { Alert, Anchor, Center, Divider, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ConversationRef } from '@portal/domain/chat/live';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { useChat } from '../use-chat';
import { ChatBubble } from './chat-message';
import { ChatComposer } from './chat-composer';
import classes from './chat.module.css';

type Props = {
  conversation: ConversationRef;
  /** The spec's message area: 400 px, 600 px for the chat with the admins. */
  height: 400 | 600;
  /** Reviewers read and never write: no message box at all. */
  readOnly?: boolean;
  /** Said above the messages (an order complete for long). */
  notice?: React.ReactNode;
};

/** A conversation: its messages, a divider at the first unread one, the message box and the connection's state. */
export function ChatPanel({ conversation, height, readOnly, notice }: Props) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const chat = useChat(conversation);
  const viewport = useRef<HTMLDivElement>(null);
  const count = chat.messages.length + chat.pending.length;

  // Follow the conversation: scroll to the newest message, and tell the server it was seen.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
    if (document.visibilityState === 'visible') chat.markRead();
  }, [count, chat]);

  useEffect(() => {
    const seen = () => document.visibilityState === 'visible' && chat.markRead();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [chat]);

  if (chat.refused) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('refused')}
      </Alert>
    );
  }

  const firstUnread = chat.messages.find((m) => m.seq > chat.readSeq && m.sent_by !== user._id)?.seq;
  const sending = chat.pending.some((p) => !p.failed);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {chat.status === 'reconnecting' && (
          <Alert color="yellow" variant="light" py={6} role="status">
            {t('reconnecting')}
          </Alert>
        )}
        {chat.status === 'failed' && (
          <Alert color="red" variant="light" py={6} role="alert">
            {t('socketFailed')}
          </Alert>
        )}
        {notice}
        <ScrollArea h={height} viewportRef={viewport} type="auto" offsetScrollbars>
          <div role="log" aria-live="polite" aria-label={t('messages')} tabIndex={0}>
            {!chat.loaded ? (
              <Center h={height - 20} role="status" aria-label={t('loading')}>
                <Loader size="sm" />
              </Center>
            ) : count === 0 ? (
              <Center h={height - 20}>
                <Text size="sm" c="dimmed">
                  {chat.canSend ? t('empty') : t('emptyClosed')}
                </Text>
              </Center>
            ) : (
              <Stack gap={2}>
                {chat.messages.map((message, i) => (
                  <div key={message.seq}>
                    {message.seq === firstUnread && (
                      <Divider my={6} label={t('unread')} labelPosition="center" classNames={{ label: classes.divider }} />
                    )}
                    <ChatBubble message={message} mine={message.sent_by === user._id} showName={message.sent_by !== user._id && chat.messages[i - 1]?.sent_by !== message.sent_by} />
                  </div>
                ))}
                {chat.pending.map((p) => (
                  <ChatBubble key={p.clientId} mine showName={false} message={{ type: p.type, content: p.content, data: p.file, createdAt: new Date().toISOString(), writerName: '' }}>
                    {p.failed ? (
                      <Group gap={6} mt={2}>
                        <Text size="xs" c="red.8" role="alert">
                          {t('sendFailed')}
                        </Text>
                        <Anchor component="button" type="button" size="xs" onClick={() => chat.retry(p.clientId)}>
                          {t('retry')}
                        </Anchor>
                        <Anchor component="button" type="button" size="xs" onClick={() => chat.discard(p.clientId)}>
                          {t('discard')}
                        </Anchor>
                      </Group>
                    ) : (
                      <Text size="xs" c="gray.7">
                        {t('sending')}
                      </Text>
                    )}
                  </ChatBubble>
                ))}
              </Stack>
            )}
          </div>
        </ScrollArea>
        {!readOnly &&
          (chat.loaded && !chat.canSend ? (
            <Text size="sm" c="gray.8">
              {t('closed')}
            </Text>
          ) : (
            <ChatComposer enabled={chat.status === 'open' && chat.loaded} sending={sending} onSend={chat.send} />
          ))}
      </Stack>
    </Paper>
  );
}
