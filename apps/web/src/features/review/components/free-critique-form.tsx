import { Alert, Button, Card, FileInput, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { acceptedExtensions, FILE_NAME_CHARACTERS_MESSAGE, FILE_NAME_MESSAGE, FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE, uploadProblem } from '@portal/domain/files/rules';
import { freeCritiqueFields } from '@portal/domain/free-critiques/calls';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useFreeCritiqueStatus, useRequestFreeCritique } from '../api';

type Field = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

/**
 * The free-critique form and, once sent, how far the critique is (the link comes by mail): the
 * /free-critique page's and the embeddable widget's (/free-critique/embed) one form.
 */

/** Why a chosen file is refused, in the reader's language (the rule's own words are English). */
const FILE_REFUSALS: Record<string, string> = {
  [FILE_TYPE_MESSAGE]: 'free.errors.fileType',
  [FILE_TOO_LARGE_MESSAGE]: 'free.errors.fileSize',
  [FILE_NAME_MESSAGE]: 'free.errors.fileName',
  [FILE_NAME_CHARACTERS_MESSAGE]: 'free.errors.fileNameCharacters',
};
export function FreeCritiqueForm() {
  const { t, i18n } = useTranslation('review');
  const send = useRequestFreeCritique();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', phoneNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'file', string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const status = useFreeCritiqueStatus(send.data?.requestId ?? null);
  const language = ['en', 'de', 'es', 'it', 'ru', 'th'].find((code) => i18n.language.startsWith(code)) ?? 'en';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = freeCritiqueFields.safeParse({ ...values, phoneNumber: values.phoneNumber || undefined, language });
    const found: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= t(`free.errors.${String(issue.path[0])}`);
    if (!file) found.file = t('free.errors.file');
    else {
      const problem = uploadProblem('review', file);
      if (problem) found.file = t(FILE_REFUSALS[problem] ?? 'free.errors.fileType', { extensions: acceptedExtensions('review') });
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success || !file) return;
    const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Record<string, string>;
    send.mutate({ fields, file }, { onError: (err) => err instanceof ApiError && err.status === 400 && setErrors({ email: t('free.errors.email') }) });
  };

  const state = status.data?.state;
  return (
    <>
      {send.data ? (
        <Card withBorder padding="lg" role="status" aria-live="polite">
          {status.isError ? (
            <ServerErrorAlert error={status.error} />
          ) : state === 'done' ? (
            <Group wrap="nowrap" align="flex-start">
              <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
              <Text>{t('free.done', { email: values.email })}</Text>
            </Group>
          ) : state === 'unreadable' ? (
            <Alert color="orange" title={t('free.unreadableTitle')}>
              {t('free.unreadable')}
            </Alert>
          ) : (
            <Group wrap="nowrap">
              <Loader size="sm" aria-hidden />
              <Text>{t('free.working')}</Text>
            </Group>
          )}
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {send.error && !(send.error instanceof ApiError && send.error.status === 400) && <ServerErrorAlert error={send.error} />}
              <Group grow align="flex-start">
                {FIELDS.slice(0, 2).map((name) => (
                  <TextInput key={name} label={t(`free.fields.${name}`)} value={values[name]} maxLength={255} required autoComplete={name === 'firstName' ? 'given-name' : 'family-name'} error={errors[name]} onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })} />
                ))}
              </Group>
              <TextInput type="email" label={t('free.fields.email')} value={values.email} maxLength={254} required autoComplete="email" error={errors.email} onChange={(e) => setValues({ ...values, email: e.currentTarget.value })} />
              <TextInput type="tel" label={t('free.fields.phoneNumber')} description={t('free.optional')} value={values.phoneNumber} maxLength={40} autoComplete="tel" onChange={(e) => setValues({ ...values, phoneNumber: e.currentTarget.value })} />
              <FileInput
                label={t('free.fields.file')}
                description={t('free.fileTypes', { extensions: acceptedExtensions('review') })}
                accept={acceptedExtensions('review')}
                leftSection={<IconFileText size={16} aria-hidden />}
                value={file}
                onChange={setFile}
                error={errors.file}
                required
                clearable
              />
              <Button type="submit" loading={send.isPending}>
                {t('free.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </>
  );
}
