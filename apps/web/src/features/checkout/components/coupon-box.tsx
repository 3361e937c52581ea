import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../use-coupon';

/**
 * The coupon code, with Apply (or Remove once applied) and what the server said of it. Enter in the
 * field applies the code (it must not submit the payment form around it). Applying locks the field,
 * so the focus moves to Remove; removing gives it back to the field.
 */
export function CouponBox({ coupon, packageId, disabled }: { coupon: Coupon; packageId: string; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const { code, applied, state } = coupon;
  const field = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'answer' | 'field' | null>(null);
  const canApply = code.trim() !== '' && !state.loading && !disabled;

  // Once the server has answered: Remove after a code was applied, else the field (with its error).
  useEffect(() => {
    if (state.loading || !focusAfter.current) return;
    if (applied) removeButton.current?.focus();
    else field.current?.focus();
    focusAfter.current = null;
  }, [applied, state.loading]);

  function apply() {
    if (!canApply) return;
    focusAfter.current = 'answer';
    void coupon.apply(packageId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  }

  function remove() {
    focusAfter.current = 'field';
    coupon.remove();
  }

  return (
    <Stack gap={6}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          ref={field}
          style={{ flex: 1 }}
          label={t('coupon.label')}
          value={code}
          onChange={(e) => coupon.setCode(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={applied !== null || disabled}
          error={state.error ?? undefined}
        />
        {applied ? (
          <Button ref={removeButton} variant="light" color="red" onClick={remove} disabled={disabled}>
            {t('coupon.remove')}
          </Button>
        ) : (
          <Button variant="light" onClick={apply} loading={state.loading} disabled={!canApply}>
            {t('coupon.apply')}
          </Button>
        )}
      </Group>
      {state.error && !applied && (
        <Button variant="subtle" size="compact-sm" color="gray" onClick={remove} w="fit-content">
          {t('coupon.remove')}
        </Button>
      )}
      {state.message && (
        // The theme's readable green (green 9 on white is 4.4:1).
        <Text size="sm" c="var(--mantine-color-green-text)" role="status">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
