import { NumberInput, type NumberInputProps } from '@mantine/core';
import { currencyDecimals, formatMoney, toMinor } from '@portal/domain/money/rules';
import { useTranslation } from 'react-i18next';

export type NumberSeparators = { decimalSeparator: string; thousandSeparator: string };

const separatorsByLanguage = new Map<string, NumberSeparators>();

/**
 * The decimal and thousands separators of a language, as Intl writes its numbers ("1.234,5" in
 * German: "," and "."; "1 234,5" in Russian, with a no-break space). Made once per language.
 */
export function numberSeparators(language: string): NumberSeparators {
  let found = separatorsByLanguage.get(language);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(language || 'en', { useGrouping: true }).formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en', { useGrouping: true }).formatToParts(1234567.5);
    }
    const decimalSeparator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    const group = parts.find((p) => p.type === 'group')?.value ?? '';
    // A language without a grouping mark (none known here) still must not group with its decimal mark.
    found = { decimalSeparator, thousandSeparator: group && group !== decimalSeparator ? group : decimalSeparator === ',' ? '.' : ',' };
    separatorsByLanguage.set(language, found);
  }
  return found;
}

/** The reader's separators (their interface language). */
export function useNumberSeparators(): NumberSeparators {
  const { i18n } = useTranslation();
  return numberSeparators(i18n.language);
}

export type NumberFieldProps = Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator' | 'allowedDecimalSeparators' | 'clampBehavior'> & {
  /** A money field: the currency's decimals, always shown ("7,00" in German). */
  currency?: string | null;
};

/**
 * Every number and money field of the portal: written and read with the reader's language's
 * separators (German "1.499,50" is 1499.5, never 1.49), and never changed behind the reader's back —
 * a value out of range stays as typed (no clamping on blur) for the form to refuse with a message
 * (`numberProblem`). Only the language's decimal mark is a decimal mark: in German "." groups.
 */
export function NumberField({ currency, decimalScale, fixedDecimalScale, ...props }: NumberFieldProps) {
  const { decimalSeparator, thousandSeparator } = useNumberSeparators();
  const money = currency !== undefined;
  return (
    <NumberInput
      {...props}
      decimalSeparator={decimalSeparator}
      thousandSeparator={thousandSeparator}
      allowedDecimalSeparators={[decimalSeparator]}
      clampBehavior="none"
      decimalScale={money ? currencyDecimals(currency) : decimalScale}
      fixedDecimalScale={money ? true : fixedDecimalScale}
    />
  );
}

export type NumberRule = {
  /** Smallest and largest allowed value, in the field's units (major units for money). */
  min?: number;
  max?: number;
  /** Whole numbers only (a count, a percentage). */
  whole?: boolean;
  /** Empty is a problem (otherwise empty is no value, e.g. "unlimited"). */
  required?: boolean;
};

export type NumberProblem = { code: 'required' | 'invalid' | 'not_whole' } | { code: 'too_small'; limit: number } | { code: 'too_big'; limit: number };

/** The value a NumberField gave (a number, or text while it is being typed: "", "-", "7.50") as a number, or null when empty. */
export function fieldNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** What is wrong with a field's value under its rule, or null. Nothing is rounded or clamped. */
export function numberProblem(value: number | string, rule: NumberRule): NumberProblem | null {
  const number = fieldNumber(value);
  if (number === null) return rule.required ? { code: 'required' } : null;
  if (Number.isNaN(number)) return { code: 'invalid' };
  if (rule.min !== undefined && number < rule.min) return { code: 'too_small', limit: rule.min };
  if (rule.max !== undefined && number > rule.max) return { code: 'too_big', limit: rule.max };
  if (rule.whole && !Number.isInteger(number)) return { code: 'not_whole' };
  return null;
}

/**
 * The reader's text for a number problem: "At most $100.00" for money (in the reader's language and
 * the field's currency), "At most 100" otherwise.
 */
export function useNumberProblemText(): (problem: NumberProblem | null, currency?: string | null) => string | undefined {
  const { t, i18n } = useTranslation('common');
  return (problem, currency) => {
    if (!problem) return undefined;
    const limit = (n: number) => (currency !== undefined ? formatMoney(toMinor(n, currency), currency, i18n.language) : new Intl.NumberFormat(i18n.language).format(n));
    switch (problem.code) {
      case 'required':
        return t('fields.required');
      case 'invalid':
        return t('fields.notANumber');
      case 'not_whole':
        return t('fields.wholeNumber');
      case 'too_small':
        return t('fields.atLeast', { limit: limit(problem.limit) });
      case 'too_big':
        return t('fields.atMost', { limit: limit(problem.limit) });
    }
  };
}
