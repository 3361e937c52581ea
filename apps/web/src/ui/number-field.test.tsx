import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberField, numberProblem, numberSeparators, useNumberProblemText } from './number-field';
import { useSubmitOnce } from './use-submit-once';

function Field({ onValue, currency, max }: { onValue: (value: number | string) => void; currency?: string; max?: number }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <NumberField
      label="Amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      currency={currency}
      max={max}
    />
  );
}

const renderField = (props: { currency?: string; max?: number } = {}) => {
  const onValue = vi.fn();
  render(
    <MantineProvider>
      <Field onValue={onValue} {...props} />
    </MantineProvider>,
  );
  return { onValue, input: screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement };
};

beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('numberSeparators', () => {
  it('takes each language\'s decimal and thousands marks from Intl', () => {
    expect(numberSeparators('en')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
    expect(numberSeparators('de')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberSeparators('es')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberSeparators('it')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberSeparators('ru')).toEqual({ decimalSeparator: ',', thousandSeparator: '\u00a0' });
    expect(numberSeparators('th')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
    // An unknown tag still gives marks (English ones) rather than failing.
    expect(numberSeparators('not a language!')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
  });
});

describe('NumberField', () => {
  it('reads German "1.499" as one thousand four hundred and ninety-nine, and "1,5" as one and a half', async () => {
    await act(() => i18next.changeLanguage('de'));
    const { onValue, input } = renderField({ currency: 'usd' });
    fireEvent.change(input, { target: { value: '1.499' } });
    expect(Number(onValue.mock.lastCall![0])).toBe(1499);
    expect(input.value).toBe('1.499,00');
    fireEvent.change(input, { target: { value: '1,5' } });
    expect(onValue).toHaveBeenLastCalledWith('1.50');
    expect(input.value).toBe('1,50');
  });

  it('reads English "1,499.5" as 1499.5, and keeps a value above its maximum as typed when the field is left', () => {
    const { onValue, input } = renderField({ max: 100 });
    fireEvent.change(input, { target: { value: '1,499.5' } });
    expect(onValue).toHaveBeenLastCalledWith(1499.5);
    fireEvent.blur(input);
    expect(input.value).toBe('1,499.5');
    expect(onValue).toHaveBeenCalledTimes(1);
  });
});

describe('numberProblem', () => {
  it('says what is wrong, without rounding or clamping anything', () => {
    expect(numberProblem('', { required: true })).toEqual({ code: 'required' });
    expect(numberProblem('', {})).toBeNull();
    expect(numberProblem('-', { min: 0 })).toEqual({ code: 'invalid' });
    expect(numberProblem(-5, { min: 0 })).toEqual({ code: 'too_small', limit: 0 });
    expect(numberProblem(150, { min: 1, max: 100, whole: true })).toEqual({ code: 'too_big', limit: 100 });
    expect(numberProblem(0, { min: 1, whole: true })).toEqual({ code: 'too_small', limit: 1 });
    expect(numberProblem(2.5, { min: 1, whole: true })).toEqual({ code: 'not_whole' });
    expect(numberProblem('7.50', { min: 0.01, max: 100 })).toBeNull();
  });

  it('says a limit in the reader\'s language and the field\'s currency', async () => {
    const { result } = renderHook(() => useNumberProblemText());
    expect(result.current({ code: 'too_big', limit: 100 }, 'usd')).toBe('At most $100.00');
    expect(result.current({ code: 'too_big', limit: 1000 })).toBe('At most 1,000');
    expect(result.current({ code: 'too_small', limit: 0.01 }, 'gbp')).toBe('At least £0.01');
    await act(() => i18next.changeLanguage('de'));
    const german = renderHook(() => useNumberProblemText());
    // Another test file may have loaded the German catalog: the words are whichever it has, the number German.
    expect(german.result.current({ code: 'too_big', limit: 1000 }, 'usd')).toBe(i18next.t('common:fields.atMost', { limit: '$1.000,00' }));
  });
});

describe('useSubmitOnce', () => {
  it('ignores a submit while one is in flight, and takes the next once it has settled, also after a failure', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = result.current(run);
    const second = result.current(run);
    expect(await second).toBeUndefined();
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await first;
    await expect(result.current(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await result.current(async () => 'again');
    expect(await result.current(async () => 'third')).toBe('third');
  });
});
