import { Anchor, Button, FileInput, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { CRITIQUE_LANGUAGES } from '@portal/domain/admin-critiques/calls';
import { acceptedExtensions, uploadProblem } from '@portal/domain/files/rules';
import { IconFileText } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../platform/languages';
import { focusLater } from '../../../ui/focus-later';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSubmitOnce } from '../../../ui/use-submit-once';
import { useMakeCritique } from '../api';

type Language = (typeof CRITIQUE_LANGUAGES)[number];

/**
 * The admin makes a critique of a resume (PDF or Word): names and e-mail are read from it unless typed.
 * While it is made the submit button is disabled (the browser drops the focus to the body); then the
 * focus goes to the message that the critique is ready, which replaces the form, or back to the
 * button when it failed (the error is said above the fields).
 */
export function MakeCritiqueModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const make = useMakeCritique();
  const submitOnce = useSubmitOnce();
  const initialLanguage = ((CRITIQUE_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en') as Language;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [names, setNames] = useState({ firstName: '', lastName: '', email: '' });
  const ready = useRef<HTMLParagraphElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setFile(null);
    setFileError(null);
    setNames({ firstName: '', lastName: '', email: '' });
    make.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('critiques.make.fileRequired'));
    if (uploadProblem('review', file)) return setFileError(t('critiques.make.fileType', { extensions: acceptedExtensions('review') }));
    // One critique per click however fast the clicks (a second submit before the button shows busy is ignored).
    void submitOnce(() =>
      make.mutateAsync({ file, language, ...names }).then(
        () => focusLater(() => ready.current),
        () => focusLater(() => submitButton.current, { onlyIfLost: true }),
      ),
    );
  };
  const done = make.data;

  return (
    <Modal opened={opened} onClose={close} title={t('critiques.make.title')} centered>
      {done ? (
        <Stack gap="md">
          <Text role="status" ref={ready} tabIndex={-1}>
            {t('critiques.make.done')}
          </Text>
          <Group justify="flex-end">
            <Anchor href={done.reviewPath} target="_blank" rel="noopener">
              {t('critiques.open')}
            </Anchor>
            <Button onClick={close}>{t('critiques.make.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('critiques.make.intro')}
            </Text>
            {make.error && <ServerErrorAlert error={make.error} />}
            <FileInput
              label={t('critiques.make.file')}
              description={t('critiques.make.fileType', { extensions: acceptedExtensions('review') })}
              accept={acceptedExtensions('review')}
              leftSection={<IconFileText size={16} aria-hidden />}
              value={file}
              onChange={(value) => {
                setFile(value);
                setFileError(null);
              }}
              error={fileError}
              required
              clearable
              data-autofocus
            />
            <Select label={t('critiques.make.language')} data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))} value={language} onChange={(value) => value && setLanguage(value as Language)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
            <Group grow>
              <TextInput label={t('critiques.make.firstName')} value={names.firstName} maxLength={255} onChange={(e) => setNames({ ...names, firstName: e.currentTarget.value })} />
              <TextInput label={t('critiques.make.lastName')} value={names.lastName} maxLength={255} onChange={(e) => setNames({ ...names, lastName: e.currentTarget.value })} />
            </Group>
            <TextInput type="email" label={t('critiques.make.email')} value={names.email} maxLength={254} onChange={(e) => setNames({ ...names, email: e.currentTarget.value })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={make.isPending} ref={submitButton}>
                {t('critiques.make.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
