import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, toMajor, toMinor } from '@portal/domain/money/rules';
import type { AdminPayment } from '@portal/domain/payments/calls';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemsAlert, useFieldProblems, useIssueText } from '../../../ui/field-problems';
import { NumberField, numberProblem, useNumberProblemText } from '../../../ui/number-field';
import { useSubmitOnce } from '../../../ui/use-submit-once';
import { useRefund } from '../api';

type Field = 'amount' | 'reason';

/**
 * A refund of part or all of a payment, which cannot be undone: the amount is checked against what
 * is left (never clamped to it), the button names the exact amount, and a second step asks to
 * confirm it. The dialog's key is made once: a retried click is the same refund.
 */
export function RefundModal({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const refund = useRefund();
  const submitOnce = useSubmitOnce();
  const problems = useFieldProblems<Field>();
  const issueText = useIssueText();
  const numberText = useNumberProblemText();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | string>(toMajor(payment.refundable, payment.currency));
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // While the refund is made the list is read again (it then has less left): the dialog keeps the limit it confirmed.
  const [sentWithLeft, setSentWithLeft] = useState<number | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);
  const confirmText = useId();

  const left = sentWithLeft ?? payment.refundable;
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const problem = numberProblem(amount, { required: true, min: toMajor(1, payment.currency), max: toMajor(left, payment.currency) });
  const minor = problem ? null : toMinor(Number(amount), payment.currency);
  // More than is left is said at once, as it is typed ("At most $100.00"); the rest when asked to refund.
  const amountError = (problem?.code === 'too_big' ? numberText(problem, payment.currency) : undefined) ?? problems.problems.amount;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (cameBack.current) {
      cameBack.current = false;
      askButton.current?.focus();
    }
  }, [confirming]);

  const ask = () => {
    if (problems.show(problem ? { amount: numberText(problem, payment.currency)! } : {})) return;
    setConfirming(true);
  };

  const back = () => {
    cameBack.current = true;
    setConfirming(false);
  };

  const confirm = (event: MouseEvent) => {
    // The second click of a double click on "Refund $X" lands on this button: it confirms nothing.
    if (event.detail > 1 || minor === null) return;
    void submitOnce(async () => {
      setSentWithLeft(payment.refundable);
      try {
        await refund.mutateAsync({ paymentId: payment._id, amount: minor, key, reason });
      } catch (err) {
        setSentWithLeft(null);
        setConfirming(false);
        problems.showServer(err, (issue) => {
          // What is left has changed meanwhile (another refund): the list is read again, and the field says the new limit.
          if (issue.path === 'amount') return { field: 'amount', text: issue.code === 'refund_too_much' ? t('common:errors.codes.refund_too_much') : issueText(issue.code, 'number') };
          if (issue.path === 'reason') return { field: 'reason', text: issueText(issue.code, 'text') };
          return null;
        });
        return;
      }
      notifications.show({ color: 'teal', message: t('billing.refund.done', { amount: money(minor) }) });
      onClose();
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('billing.refund.title')} centered>
      <Stack gap="md" ref={problems.ref}>
        <ProblemsAlert state={problems} />
        <Stack gap={2}>
          <Text size="sm">{t('billing.refund.paid', { amount: money(payment.amount) })}</Text>
          <Text size="sm">{t('billing.refund.left', { amount: money(left) })}</Text>
        </Stack>
        <NumberField
          label={t('billing.refund.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            problems.clear('amount');
          }}
          currency={payment.currency}
          min={toMajor(1, payment.currency)}
          max={toMajor(left, payment.currency)}
          error={amountError}
          readOnly={confirming}
          required
          data-autofocus
        />
        <Textarea label={t('billing.refund.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={problems.problems.reason} readOnly={confirming} autosize minRows={2} maxLength={500} />
        {confirming && minor !== null ? (
          <>
            <Alert color="red" variant="light" id={confirmText}>
              {t('billing.refund.confirmText', { amount: money(minor), name: payment.customer.name })}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={back} disabled={refund.isPending}>
                {t('billing.refund.back')}
              </Button>
              <Button color="red" ref={confirmButton} onClick={confirm} loading={refund.isPending} aria-describedby={confirmText}>
                {t('billing.refund.confirm', { amount: money(minor) })}
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button ref={askButton} onClick={ask}>
              {minor === null ? t('billing.refund.submitPlain') : t('billing.refund.submit', { amount: money(minor) })}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
