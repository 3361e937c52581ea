import type { CallResponse } from '@portal/domain/call';
import type { getPackageInfo, PaymentAnswer } from '@portal/domain/payments/calls';
import { PAYMENT_ERROR_MS, plausibleMobilePhone, ZERO_TOTAL_REDIRECT_MS } from '@portal/domain/payments/rules';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../platform/api-client';
import { useErrorText } from '../../platform/error-text';
import { useSite } from '../../platform/site-context';
import { applyServerFieldErrors } from '../../ui/field-error';
import { checkoutCalls } from './api';
import { BUYER_FIELDS, type Buyer } from './components/buyer-fields';
import type { CardMethod } from './components/payment-step';
import type { CardFieldHandle } from './components/sandbox-card-field';
import { payAtProvider } from './providers/pay-at-provider';
import type { StripePayHandle } from './providers/stripe-card-field';
import { successNavigation, successPath } from './success-path';
import { isWidget, postToHost } from './widget';

type PackageInfo = CallResponse<typeof getPackageInfo>;

type Options = {
  info: PackageInfo | undefined;
  checkoutKey: string;
  /** A new payment from now on (after a refusal that spends the current one). */
  renewKey: () => void;
  method: CardMethod;
  phone: string;
  couponCode: string | undefined;
  total: number;
  fields: { sandboxCard: RefObject<CardFieldHandle | null>; stripe: RefObject<StripePayHandle | null> };
  setFieldError: UseFormSetError<Buyer>;
};

/**
 * Paying the checkout: register the buyer, start (or find again, by the checkout key) the payment,
 * pay it in the gateway's part (the sandbox's, Stripe's fields, Flutterwave's dialog), then ask the
 * server where it stands. Also the way back from a provider's redirect, the sandbox's 3-D Secure
 * step and the success (the portal, or inside a host page a link and a message to the host).
 */
export function useCheckoutPayment({ info, checkoutKey, renewKey, method, phone, couponCode, total, fields, setFieldError }: Options) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const site = useSite();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const critiqueId = search.get('critiqueId') ?? undefined;
  const widget = isWidget(search);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<PaymentAnswer | null>(null);
  const [done, setDone] = useState(false);
  const [widgetSuccess, setWidgetSuccess] = useState<string | null>(null);
  // Who is paying, for the login page when the e-mail turns out to have an account already.
  const buyerEmail = useRef<string | undefined>(undefined);

  // Back from the provider's redirect (3-D Secure, an instalment provider): `payment_intent` and
  // `redirect_status` name the outcome; the server asks the gateway itself (spec 002 section 4).
  const returned = useRef(false);
  useEffect(() => {
    const intent = search.get('payment_intent');
    if (!intent || returned.current) return;
    returned.current = true;
    setPaying(true);
    checkoutCalls
      .confirm(intent)
      .then((answer) => {
        if (answer.state === 'succeeded' && answer.orderId) {
          if (isWidget(search)) postToHost('success', { orderId: answer.orderId });
          if (isWidget(search)) setWidgetSuccess(successPath(answer));
          else {
            const { to, state } = successNavigation(answer, undefined);
            navigate(to, { replace: true, state });
          }
          return;
        }
        setPayError(answer.message ?? t('processing'));
        if (search.get('redirect_status') === 'requires_payment_method' || answer.message) setTimeout(renewKey, PAYMENT_ERROR_MS);
      })
      .catch((err: unknown) => setPayError(errorText(err)))
      .finally(() => setPaying(false));
  }, [search, t, errorText, navigate, renewKey]);

  // A payment error shows for 5 s (spec 002 section 9).
  useEffect(() => {
    if (!payError) return;
    const timer = setTimeout(() => setPayError(null), PAYMENT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [payError]);

  /** On to the portal: signed in by the payment's code, or asked to sign in to an existing account. */
  function goOn(answer: PaymentAnswer, email: string | undefined) {
    const { to, state } = successNavigation(answer, email);
    navigate(to, { replace: true, state });
  }

  /** Paid: on to the portal, or, inside a host page, a portal link and a message to the host. */
  function succeeded(answer: PaymentAnswer) {
    setDone(true);
    if (widget) {
      postToHost('success', { orderId: answer.orderId });
      setWidgetSuccess(successPath(answer));
      return;
    }
    goOn(answer, buyerEmail.current);
  }

  async function finish(answer: PaymentAnswer) {
    if (answer.state === 'succeeded' && answer.orderId) {
      succeeded(answer);
      return;
    }
    // The bank asks for its step, unless it has just refused it: the payment then keeps its state
    // (states only move forward) and the bank's words come along, to show with the form as it was.
    if (answer.state === 'requires_action' && !answer.message) {
      setChallenge(answer);
      return;
    }
    if (answer.message) {
      setPayError(answer.message);
      if (method === 'instalment' || info!.gateway.provider === 'flutterwave') {
        // A declined instalment: after the message, a new payment intent (spec 002 section 4).
        // A refused Flutterwave payment too: its reference (our attempt) is spent.
        setTimeout(renewKey, PAYMENT_ERROR_MS);
      }
    } else if (answer.state === 'pending') {
      setPayError(t('processing'));
    }
  }

  async function pay(values: Buyer) {
    setPayError(null);
    buyerEmail.current = values.email;
    const pkg = info!.customerPackage;
    const mobile = info!.family === 'mobile-money';
    const gateway = info!.gateway;
    // The sandbox's fields are ours; a real provider's own part takes the card or phone itself.
    const sandbox = gateway.provider === 'sandbox';
    if (total > 0 && mobile && sandbox && !plausibleMobilePhone(phone)) {
      setPayError(t('mobile.invalidPhone'));
      return;
    }
    const token = total === 0 || !sandbox ? 'none' : mobile ? `phone:${phone.replace(/\D/g, '')}` : fields.sandboxCard.current?.tokenize();
    if (!token) return;
    setPaying(true);
    try {
      const registered = await checkoutCalls.register({ ...values, item: pkg._id, couponCode });
      const started = await checkoutCalls.start({ item: pkg._id, customerId: registered.customer._id, checkoutKey, method: mobile ? 'mobile_money' : method, couponCode, critiqueId });
      if (started.state === 'succeeded') {
        // Nothing to pay: on to the portal after a moment (spec 002 section 4).
        setDone(true);
        setTimeout(() => succeeded(started), ZERO_TOTAL_REDIRECT_MS);
        return;
      }
      if (!started.client_secret || !started.intent_id) throw new Error(t('unavailable'));
      if (gateway.provider !== 'sandbox') {
        const refused = await payAtProvider(gateway, started, {
          stripe: fields.stripe.current,
          buyer: { name: `${values.firstName} ${values.lastName}`, email: values.email },
          returnUrl: window.location.href,
          title: site.companyName,
          texts: { notReady: t('provider.loading'), closed: t('provider.closed'), unavailable: t('provider.dialogFailed') },
        });
        if (refused !== null) {
          setPayError(refused);
          if (method === 'instalment') setTimeout(renewKey, PAYMENT_ERROR_MS);
          return;
        }
        await finish(await checkoutCalls.confirm(started.intent_id));
        return;
      }
      await checkoutCalls.sandboxConfirm(started.client_secret, token);
      await finish(await checkoutCalls.confirm(started.intent_id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) applyServerFieldErrors(err, BUYER_FIELDS, setFieldError);
      setPayError(errorText(err));
    } finally {
      setPaying(false);
    }
  }

  async function authenticate(approve: boolean) {
    if (!challenge?.client_secret || !challenge.intent_id) return;
    setPaying(true);
    try {
      await checkoutCalls.sandboxAuthenticate(challenge.client_secret, approve);
      setChallenge(null);
      await finish(await checkoutCalls.confirm(challenge.intent_id));
    } catch (err) {
      setPayError(errorText(err));
    } finally {
      setPaying(false);
    }
  }

  return { pay, authenticate, paying, done, payError, challenge, widgetSuccess };
}
