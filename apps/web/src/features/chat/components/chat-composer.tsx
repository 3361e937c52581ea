import { ActionIcon, Button, CloseButton, FileButton, Group, Progress, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { acceptedExtensions, FILE_NAME_MESSAGE, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE, uploadProblem } from '@portal/domain/files/rules';
import { sendableText } from '@portal/domain/chat/rules';
import { CHAT_TEXTAREA_MAX_ROWS } from '@portal/domain/limits';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadWithProgress } from '../../../platform/upload';
import type { PendingMessage } from '../use-chat';
import classes from './chat.module.css';

const REFUSALS: Record<string, string> = {
  [FILE_NAME_MESSAGE]: 'file.name',
  [FILE_TYPE_MESSAGE]: 'file.type',
  [FILE_TOO_LARGE_MESSAGE]: 'file.size',
};

type Props = {
  /** False while the connection is not open (after a socket error) or a message is on its way. */
  enabled: boolean;
  sending: boolean;
  onSend: (message: { type: 'text' | 'file'; content: string; file?: PendingMessage['file'] }) => void;
};

/**
 * The message box (spec 000 section 6, spec 001 section 6): trimmed text, a textarea growing to 10
 * rows, Enter to send and Shift+Enter for a new line, and a file with upload progress (the chat's
 * types; no commas or apostrophes in its name). Sending is off while empty, while sending and after
 * a socket error.
 * Memoized: the panel renders again for every message, read marker and pending send.
 */
export const ChatComposer = memo(function ChatComposer({ enabled, sending, onSend }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [file, setFile] = useState<PendingMessage['file']>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const content = sendableText(text) ?? '';
  const canSend = enabled && !sending && progress === null && (content.length > 0 || file !== null);

  const attach = async (picked: File | null) => {
    if (!picked) return;
    setFileError(null);
    const refusal = uploadProblem('document', picked);
    if (refusal) return setFileError(t(REFUSALS[refusal] ?? 'file.failed'));
    setProgress(0);
    try {
      const uploaded = await uploadWithProgress(picked, { context: 'document', onProgress: setProgress });
      setFile({ key: uploaded.file.key, originalname: uploaded.file.originalname, mimetype: uploaded.file.mimetype });
    } catch {
      setFileError(t('file.failed'));
    } finally {
      setProgress(null);
    }
  };

  const submit = () => {
    if (!canSend) return;
    onSend(file ? { type: 'file', content, file } : { type: 'text', content });
    setText('');
    setFile(null);
  };

  return (
    <Stack gap={6}>
      {progress !== null && (
        <Group gap="xs" wrap="nowrap">
          <Progress value={progress} style={{ flex: 1 }} aria-label={t('file.uploading', { percent: progress })} />
          <Text size="xs">{progress}%</Text>
        </Group>
      )}
      {file && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" truncate>
            {t('file.attached', { name: file.originalname })}
          </Text>
          <CloseButton size="sm" aria-label={t('file.remove')} onClick={() => setFile(null)} />
        </Group>
      )}
      {fileError && (
        <Text size="sm" c="red.8" role="alert">
          {fileError}
        </Text>
      )}
      {/* Enter in the message box sends, Shift+Enter is a new line: read here, as the key bubbles up,
          so that the box itself renders only when its text changes. */}
      <Group
        gap="xs"
        align="flex-end"
        wrap="nowrap"
        onKeyDown={(e) => {
          if (e.target instanceof HTMLTextAreaElement && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      >
        <FileButton onChange={(f) => void attach(f)} accept={acceptedExtensions('document')} disabled={!enabled || progress !== null}>
          {(props) => (
            <Tooltip label={t('file.attach')}>
              <ActionIcon {...props} variant="default" size="lg" aria-label={t('file.attach')}>
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <MessageBox value={text} onChange={setText} label={t('message')} placeholder={t('placeholder')} />
        <Button onClick={submit} disabled={!canSend} loading={sending} leftSection={<IconSend size={16} aria-hidden />}>
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
});

type MessageBoxProps = { value: string; onChange: (text: string) => void; label: string; placeholder: string };

/**
 * Whether the browser sizes a textarea to its text itself (CSS `field-sizing`; Chromium, Safari). Then
 * no script measures the box: the measuring (a forced layout of the whole page, 20 to 35 ms of a slow
 * phone's time when the chat first appears) is left to the few browsers without it.
 */
const SIZES_ITSELF = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * The growing textarea, on its own: where the script measures it, it does so every time it renders,
 * so it renders only when its text changes, not when sending is switched on or off around it.
 */
const MessageBox = memo(function MessageBox({ value, onChange, label, placeholder }: MessageBoxProps) {
  return (
    <Textarea
      style={{ flex: 1, '--message-box-rows': CHAT_TEXTAREA_MAX_ROWS }}
      classNames={SIZES_ITSELF ? { input: classes.messageBox } : undefined}
      autosize={!SIZES_ITSELF}
      rows={1}
      minRows={1}
      maxRows={CHAT_TEXTAREA_MAX_ROWS}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label}
      maxLength={5000}
    />
  );
});
