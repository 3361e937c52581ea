import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../platform/error-text';
import { checkoutCalls } from './api';

type CouponState = { loading: boolean; message: string | null; error: string | null };
const IDLE: CouponState = { loading: false, message: null, error: null };

/**
 * The checkout's coupon: the code typed, the one the server applied (and its discount), and what to
 * say. `changed` runs whenever the total changes, since a new total is a new payment.
 */
export function useCoupon(initialCode: string, changed: () => void) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const [code, setCode] = useState(initialCode);
  const [applied, setApplied] = useState<{ code: string; discount: number } | null>(null);
  const [state, setState] = useState<CouponState>(IDLE);

  async function apply(packageId: string) {
    setState({ loading: true, message: null, error: null });
    try {
      const answer = await checkoutCalls.checkCoupon(packageId, code.trim());
      setApplied({ code: code.trim(), discount: answer.discountAmount });
      setState({ loading: false, message: t('coupon.applied'), error: null });
      changed();
    } catch (err) {
      setState({ loading: false, message: null, error: errorText(err) });
    }
  }

  function remove() {
    setApplied(null);
    setCode('');
    setState(IDLE);
    changed();
  }

  return { code, setCode, applied, state, apply, remove };
}

export type Coupon = ReturnType<typeof useCoupon>;
