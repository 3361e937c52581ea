import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { formatTableDate, TABLE_DATE_FORMAT } from '@portal/domain/dates/format';
import { cardTitle, postUrl, PRIORITIES, TITLE_MAX, titleProblem as problemOf, type TitleProblem } from '@portal/domain/boards/rules';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { useDatePickerProps } from '../../../ui/date-picker-props';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { isGone, useCard, type AnyCard, type BoardCard, type CardInput, type Kind } from '../api';
import { ListLoading } from '../../../ui/list-states';
import { LoadFailed } from './load-failed';
import { useDatesLocale } from '../../../platform/use-dates-locale';
import { useOpenedAfterMount } from './use-opened-after-mount';

type Props = { kind: Kind; opened: boolean; card: BoardCard | null; busy: boolean; error: unknown; onSave: (fields: CardInput) => void; onClose: () => void };

/** The texts of each title problem, by kind (the domain's messages are English). */
const PROBLEM_TEXT = { required: 'card.titleRequired', short: 'card.minTwo', long: 'card.tooLong' } as const satisfies Record<TitleProblem, string>;

const TRACKER_TEXT = ['company', 'jobTitle', 'postURL', 'salary', 'address', 'city', 'state', 'zip'] as const;

function initialValues(kind: Kind, card: AnyCard | null): Record<string, string> {
  const c = (card ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');
  if (kind === 'writer') return { title: text('title'), deadline: text('deadline'), priority: text('priority'), description: text('descriptionContent') };
  return { title: text('title'), deadline: text('deadline'), description: text('description'), ...Object.fromEntries(TRACKER_TEXT.map((k) => [k, text(k)])) };
}

/** A card's fields: the writer's (title, deadline, priority Highest to Lowest, description) or the tracker's job fields. */
export function CardDialog(props: Props) {
  const { t } = useTranslation('boards');
  const opened = useOpenedAfterMount(props.opened);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.card ? t('card.editTitle') : t('card.newTitle')}
      centered
      size={props.kind === 'tracker' ? 'lg' : 'md'}
      // Mantine's close button is an icon without a name of its own (axe button-name).
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {props.opened && (props.card ? <FullCard {...props} card={props.card} /> : <CardForm key="new" {...props} />)}
    </Modal>
  );
}

/** Editing starts from the card's own read: the board carries only the start of its long texts. */
function FullCard(props: Props & { card: BoardCard }) {
  const { t } = useTranslation('boards');
  const query = useCard(props.kind, props.card._id);
  if (query.isPending) return <ListLoading />;
  // A card deleted elsewhere is not read again by trying: say so, without a way to try again.
  if (query.isError && isGone(query.error)) return <Text size="sm">{t('board.gone')}</Text>;
  if (query.isError) return <LoadFailed text={t('card.loadFailed')} onRetry={() => void query.refetch()} />;
  return <CardForm key={props.card._id} {...props} full={query.data} />;
}

function CardForm({ kind, full = null, busy, error, onSave, onClose }: Props & { full?: AnyCard | null }) {
  const { t, i18n } = useTranslation('boards');
  const locale = useDatesLocale();
  const [values, setValues] = useState(() => initialValues(kind, full));
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const titleInput = useRef<HTMLInputElement>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const deadlinePicker = useDatePickerProps();

  // An existing card's form appears once its read arrives, after the dialog has put the focus on its
  // close button: the title takes it then, as it does at once in a new card's form (data-autofocus).
  useEffect(() => {
    const active = document.activeElement;
    if (full && (!active || active === document.body || active.closest('.mantine-Modal-header'))) titleInput.current?.focus();
  }, [full]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = cardTitle.safeParse(values.title);
    if (!title.success) {
      setTitleProblem(t(PROBLEM_TEXT[problemOf(values.title ?? '') ?? 'required'], { max: TITLE_MAX }));
      // The focus goes to the field to correct, not left on the Save button.
      titleInput.current?.focus();
      return;
    }
    setTitleProblem(null);
    // The link is checked here too, so its message is in the reader's language (the server's is English).
    if (kind === 'tracker' && !postUrl.safeParse((values.postURL ?? '').trim()).success) {
      setLinkProblem(t('card.badLink'));
      linkInput.current?.focus();
      return;
    }
    setLinkProblem(null);
    const deadline = values.deadline ? values.deadline : null;
    if (kind === 'writer') {
      onSave({ title: title.data, deadline, priority: values.priority || null, descriptionContent: values.description ?? '' });
    } else {
      onSave({ title: title.data, deadline, description: values.description ?? '', ...Object.fromEntries(TRACKER_TEXT.map((k) => [k, values[k] ?? ''])) });
    }
  };

  const text = (key: (typeof TRACKER_TEXT)[number]) => (
    <TextInput
      key={key}
      ref={key === 'postURL' ? linkInput : undefined}
      label={t(`fields.${key}`)}
      value={values[key] ?? ''}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={(key === 'postURL' && linkProblem) || fieldErrors[key]}
      type={key === 'postURL' ? 'url' : 'text'}
    />
  );

  return (
    <DatesProvider settings={{ locale }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {full && (
            <Text size="sm" c="dimmed">
              {t('card.created', { date: formatTableDate(full.createdAt, i18n.language) })}
            </Text>
          )}
          {error && !(error instanceof ApiError && error.status === 400) ? <ServerErrorAlert error={error} /> : null}
          <TextInput
            ref={titleInput}
            maxLength={TITLE_MAX}
            label={t('fields.title')}
            required
            value={values.title ?? ''}
            onChange={(e) => set('title')(e.currentTarget.value)}
            error={titleProblem ?? fieldErrors.title ?? fieldErrors.cardTitle}
            data-autofocus
          />
          {kind === 'tracker' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('company')}
              {text('jobTitle')}
              {text('postURL')}
              {text('salary')}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DatePickerInput
              label={t('fields.deadline')}
              leftSection={<IconCalendar size={18} aria-hidden />}
              value={values.deadline || null}
              onChange={(value) => set('deadline')(value ?? '')}
              valueFormat={TABLE_DATE_FORMAT}
              clearable
              {...deadlinePicker}
            />
            {kind === 'writer' && (
              <Select
                label={t('fields.priority')}
                data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
                value={values.priority || null}
                onChange={(value) => set('priority')(value ?? '')}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </SimpleGrid>
          {kind === 'tracker' && (
            <>
              {text('address')}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {text('city')}
                {text('state')}
                {text('zip')}
              </SimpleGrid>
            </>
          )}
          <Textarea label={t('fields.description')} autosize minRows={3} maxRows={10} value={values.description ?? ''} onChange={(e) => set('description')(e.currentTarget.value)} error={fieldErrors.description ?? fieldErrors.descriptionContent} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
