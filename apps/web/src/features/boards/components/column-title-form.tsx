import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { columnTitle, MAX_COLUMNS, TITLE_MAX, titleProblem, type TitleProblem } from '@portal/domain/boards/rules';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../ui/server-error-alert';

/** The texts of each title problem, by kind (the domain's messages are English). */
const PROBLEM_TEXT = { required: 'column.required', short: 'column.minTwo', long: 'column.tooLong' } as const satisfies Record<TitleProblem, string>;

/** The column title field with the spec's texts: "Enter Column Title" when empty, "Min 2 chars." when short, too long past 255. */
export function ColumnTitleForm({ initial, submitLabel, onSubmit, onCancel, error, busy }: { initial: string; submitLabel: string; onSubmit: (title: string) => void; onCancel?: () => void; error: unknown; busy?: boolean }) {
  const { t } = useTranslation('boards');
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = columnTitle.safeParse(value);
    if (!parsed.success) {
      setProblem(t(PROBLEM_TEXT[titleProblem(value) ?? 'required'], { max: TITLE_MAX }));
      input.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <TextInput
          ref={input}
          size="sm"
          label={t('column.title')}
          placeholder={t('column.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          maxLength={TITLE_MAX}
          autoFocus={initial !== ''}
          onKeyDown={(event) => event.key === 'Escape' && onCancel?.()}
        />
        {error ? <ServerErrorAlert error={error} /> : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              {t('column.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function AddColumn({ onAdd, busy, error, columns }: { onAdd: (title: string, done: () => void) => void; busy: boolean; error: unknown; columns: number }) {
  const { t } = useTranslation('boards');
  const [key, setKey] = useState(0);
  return (
    <Paper withBorder radius="md" p="sm" w={288} miw={288} data-focus="add-column">
      {columns >= MAX_COLUMNS ? (
        // The server's limit, said before a title is typed for nothing (and in the reader's language).
        <Text size="sm" c="dimmed">
          {t('column.full', { max: MAX_COLUMNS })}
        </Text>
      ) : (
        <ColumnTitleForm key={key} initial="" submitLabel={t('column.add')} onSubmit={(title) => onAdd(title, () => setKey(key + 1))} error={error} busy={busy} />
      )}
    </Paper>
  );
}
