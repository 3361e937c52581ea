import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountDetailsFields, ACCOUNT_MESSAGES } from '@portal/domain/account/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '../../../platform/api-client';
import { useSession } from '../../../platform/session-context';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useUpdateDetails } from '../api';

const schema = z.object(accountDetailsFields);
type Values = z.output<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** Name and e-mail (spec 001: all three required, the e-mail valid and not another account's). */
export function DetailsForm() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const mutation = useUpdateDetails();
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const messages: Record<string, string> = {
    [ACCOUNT_MESSAGES.firstNameRequired]: t('errors.firstNameRequired'),
    [ACCOUNT_MESSAGES.lastNameRequired]: t('errors.lastNameRequired'),
    [ACCOUNT_MESSAGES.emailRequired]: t('errors.emailRequired'),
    [ACCOUNT_MESSAGES.emailInvalid]: t('errors.emailInvalid'),
    email_taken: t('errors.emailTaken'),
    too_big: t('errors.tooLong'),
  };
  const { errors } = form.formState;

  const save = (values: Values) =>
    mutation.mutate(
      { _id: user._id, ...values },
      {
        onSuccess: () => {
          form.reset(values);
          notifications.show({ color: 'green', message: t('details.saved'), autoClose: 3000 });
        },
        onError: (err) => {
          if (err instanceof ApiError) applyServerFieldErrors(err, FIELDS, form.setError);
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('details.title')}
        </Title>
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.code === 'email_taken') && <ServerErrorAlert error={mutation.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.register('firstName')} label={t('details.firstName')} autoComplete="given-name" required error={fieldErrorText(errors.firstName, messages)} />
          <TextInput {...form.register('lastName')} label={t('details.lastName')} autoComplete="family-name" required error={fieldErrorText(errors.lastName, messages)} />
        </SimpleGrid>
        <TextInput {...form.register('email')} type="email" label={t('details.email')} autoComplete="email" required error={fieldErrorText(errors.email, messages)} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('details.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
