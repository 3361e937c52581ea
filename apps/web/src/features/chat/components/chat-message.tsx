import { Anchor, Box, Group, Image, Paper, Text } from '@mantine/core';
import type { ChatMessage } from '@portal/domain/chat/live';
import { IconFile } from '@tabler/icons-react';
import { formatTableDateTime } from '@portal/domain/dates/format';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../platform/file-url';
import classes from './chat.module.css';

const IMAGE_PREVIEW_MAX = 300;

type Props = {
  message: Pick<ChatMessage, 'type' | 'content' | 'data' | 'createdAt' | 'writerName'>;
  mine: boolean;
  /** The sender's name is shown on others' messages. */
  showName: boolean;
  children?: React.ReactNode;
};

/** One message: text, or a file (an image shows as a preview of at most 300 px), with its time on hover. */
export function ChatBubble({ message, mine, showName, children }: Props) {
  const file = message.data;
  const isImage = file?.mimetype.startsWith('image/');
  const { i18n } = useTranslation();
  const when = dayjs(message.createdAt);
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap" className={classes.row}>
      <Paper radius="md" px="sm" py={6} className={mine ? classes.mine : classes.theirs} title={formatTableDateTime(message.createdAt, i18n.language, { seconds: true })}>
        {showName && (
          <Text size="xs" fw={600} className={classes.name}>
            {message.writerName}
          </Text>
        )}
        {file && (
          <Box mb={message.content ? 4 : 0}>
            {isImage ? (
              <Anchor href={fileUrl(file.key)!} target="_blank" rel="noopener">
                <Image src={fileUrl(file.key)} alt={file.originalname} maw={IMAGE_PREVIEW_MAX} mah={IMAGE_PREVIEW_MAX} fit="contain" radius="sm" />
              </Anchor>
            ) : (
              <Anchor href={`/api/file/download/${encodeURIComponent(file.key)}`} size="sm" className={classes.file}>
                <IconFile size={16} aria-hidden /> {file.originalname}
              </Anchor>
            )}
          </Box>
        )}
        {message.content && (
          <Text size="sm" className={classes.text}>
            {message.content}
          </Text>
        )}
        <Text size="xs" className={classes.time}>
          <time dateTime={message.createdAt}>{when.isSame(dayjs(), 'day') ? when.format('HH:mm') : formatTableDateTime(message.createdAt, i18n.language)}</time>
        </Text>
        {children}
      </Paper>
    </Group>
  );
}
