import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteBodySchema, STAFF_ROLES, type StaffRole } from '@portal/domain/people/calls';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../ui/field-error';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useSubmitOnce } from '../../../ui/use-submit-once';
import { useInvite } from '../api';

/** The admin invites a writer, reviewer or admin by e-mail. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const invite = useInvite();
  const submitOnce = useSubmitOnce();
  const form = useForm({ resolver: zodResolver(inviteBodySchema), defaultValues: { email: '', role: 'writer' as StaffRole } });
  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };
  // One invitation per click however fast the clicks: a second one would replace the first's link.
  const submit = form.handleSubmit((values) =>
    submitOnce(async () => {
      try {
        await invite.mutateAsync(values);
      } catch (err) {
        if (err instanceof ApiError) applyServerFieldErrors(err, ['email'], form.setError);
        return;
      }
      notifications.show({ color: 'teal', message: t('people.invite.done', { email: values.email }) });
      close();
    }),
  );
  const messages = { invalid_format: t('people.invite.badEmail'), too_small: t('people.invite.emailRequired'), 'Enter a valid email': t('people.invite.badEmail'), 'Email is required': t('people.invite.emailRequired'), email_taken: t('people.invite.taken') };

  return (
    <Modal opened={opened} onClose={close} title={t('people.invite.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {invite.error && <ServerErrorAlert error={invite.error} />}
          <TextInput {...form.register('email')} type="email" label={t('people.invite.email')} autoComplete="off" required error={fieldErrorText(form.formState.errors.email, messages)} data-autofocus />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select label={t('people.invite.role')} data={STAFF_ROLES.map((value) => ({ value, label: t(`people.roles.${value}`) }))} value={field.value} onChange={(value) => value && field.onChange(value)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('people.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
