import { Button, Checkbox, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { OrderView } from '@portal/domain/orders/types';
import { IconConfetti } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { useSite } from '../../../platform/site-context';
import { Slot } from '../../../platform/slots';
import { focusLater } from '../../../ui/focus-later';
import { customerOrderKeys, useSetNoShow } from '../api';
import { completionModalOpens, completionTipOffered } from '../order-view-rules';

type Props = {
  order: OrderView;
  price: number;
  currency: string;
  /**
   * Where the focus goes once the dialog closes. The page opens it by itself as it comes, so Mantine
   * has no control to give the focus back to: it fell to the page's body.
   */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * Congratulates once the order is complete (spec 000 section 4). "Don't show this again" is saved
 * right away; the order is reloaded only when the modal closes, so it does not vanish mid-click.
 */
export function CompletionModal({ order, price, currency, returnFocusTo }: Props) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const site = useSite();
  const client = useQueryClient();
  const noShow = useSetNoShow(order._id);
  const [opened, setOpened] = useState(() => completionModalOpens(order));
  const [dontShow, setDontShow] = useState(false);

  const toggle = (checked: boolean) => {
    setDontShow(checked);
    noShow.mutate({ noShowCheck: checked, clientId: site.client_id }, { onError: () => setDontShow(!checked) });
  };
  // The Close button, the X, Escape and a click beside the dialog all close it here.
  const close = () => {
    setOpened(false);
    focusLater(returnFocusTo);
    if (noShow.isSuccess) void client.invalidateQueries({ queryKey: customerOrderKeys.detail(order._id) });
  };

  return (
    <Modal opened={opened} onClose={close} centered title={t('completion.title')} size="md">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
            <IconConfetti size={28} />
          </ThemeIcon>
          <Text>{t('completion.message', { product: order.package.packageName })}</Text>
        </Group>
        {completionTipOffered(currency, site.website_settings.hide_tip) && <Slot name="completion-tip" order={order} price={price} currency={currency} />}
        <Checkbox
          label={t('completion.dontShow')}
          checked={dontShow}
          disabled={noShow.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
          error={noShow.isError ? errorText(noShow.error) : undefined}
        />
        <Group justify="flex-end">
          <Button onClick={close}>{t('completion.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
