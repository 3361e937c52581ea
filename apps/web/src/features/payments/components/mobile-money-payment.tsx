import { Alert, Text, TextInput } from '@mantine/core';
import type { CheckoutGateway } from '@portal/domain/payments/calls';
import { plausibleMobilePhone } from '@portal/domain/payments/rules';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session-context';
import { useSite } from '../../../platform/site-context';
import { payAtProvider, type ProviderIntent } from '../../checkout/public';
import { mobileMoneyCalls } from '../api';

/** What the new order page asks of the mobile-money part, whoever's gateway it is. */
export type MobileMoneyHandle = {
  /** Before the call: false when the sandbox's phone is not filled in right (the field says why). */
  ready(): boolean;
  /**
   * Pays the server's reference: the sandbox with the phone typed here, Flutterwave in its own dialog
   * (the phone is typed there). Resolves with the words to show when nothing was paid (the dialog was
   * closed, or could not open), or null once the server should verify where the payment stands.
   */
  pay(reference: ProviderIntent): Promise<string | null>;
};

type Props = { gateway: CheckoutGateway; disabled?: boolean };

/** The site's mobile-money gateway on a signed-in paying screen: the sandbox's phone field, or a note that Flutterwave's window opens. */
export const MobileMoneyPayment = forwardRef<MobileMoneyHandle, Props>(function MobileMoneyPayment({ gateway, disabled }, ref) {
  const { t } = useTranslation(['payments', 'checkout']);
  const { user } = useSession();
  const site = useSite();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState(false);
  const digits = phone.replace(/\D/g, '');

  useImperativeHandle(
    ref,
    () => ({
      ready() {
        const ok = gateway.provider !== 'sandbox' || plausibleMobilePhone(phone);
        setPhoneError(!ok);
        return ok;
      },
      async pay(reference) {
        if (gateway.provider === 'sandbox') {
          // The sandbox's dialog stands in the page: the integrity hash doubles as its client secret.
          await mobileMoneyCalls.sandboxPay(reference.client_secret ?? '', digits);
          return null;
        }
        return payAtProvider(gateway, reference, {
          stripe: null,
          buyer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
          returnUrl: window.location.href,
          title: site.companyName,
          texts: { notReady: t('checkout:provider.loading'), closed: t('checkout:provider.closed'), unavailable: t('checkout:provider.dialogFailed') },
        });
      },
    }),
    [gateway, phone, digits, user, site.companyName, t],
  );

  if (gateway.provider === 'flutterwave') {
    return (
      <Text size="sm" c="dimmed">
        {t('checkout:provider.dialogNote')}
      </Text>
    );
  }
  if (gateway.provider !== 'sandbox') return <Alert color="yellow">{t('checkout:unavailable')}</Alert>;
  return (
    <TextInput
      label={t('newOrder.phone')}
      description={t('newOrder.phoneHint')}
      value={phone}
      onChange={(e) => {
        setPhone(e.currentTarget.value);
        setPhoneError(false);
      }}
      error={phoneError ? t('checkout:mobile.invalidPhone') : undefined}
      inputMode="tel"
      autoComplete="tel"
      required
      disabled={disabled}
    />
  );
});
