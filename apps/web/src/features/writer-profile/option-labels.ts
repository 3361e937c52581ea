import { useTranslation } from 'react-i18next';

/**
 * The option lists keep their English values (they are data: assignment matches services by them);
 * each is shown by its translation, found under a key made from the value.
 */
export function optionKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export type OptionList = 'experience' | 'levels' | 'services' | 'languages' | 'certificates' | 'expertise' | 'days';

export function useOptionLabel(): (list: OptionList, value: string) => string {
  const { t } = useTranslation('writer-profile');
  return (list, value) => t(`options.${list}.${optionKey(value)}`, { defaultValue: value });
}

export function useOptions(list: OptionList, values: readonly string[]): { value: string; label: string }[] {
  const label = useOptionLabel();
  return values.map((value) => ({ value, label: label(list, value) }));
}
