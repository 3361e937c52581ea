import { Checkbox, SimpleGrid } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { WriterProfile, WriterProfileInput } from '@portal/domain/profiles/rules';
import { useOptions, type OptionList } from '../option-labels';
import { useProfileMessage } from './use-profile-messages';

type ListField = 'levels' | 'services' | 'languages' | 'certificates' | 'availableDays';

type Props = {
  control: Control<WriterProfileInput, unknown, WriterProfile>;
  name: ListField;
  list: OptionList;
  values: readonly string[];
  label: string;
  description?: string;
};

/** A list of options any number of which may be chosen: checkboxes, each reachable by Tab and Space. */
export function ChoiceGroup({ control, name, list, values, label, description }: Props) {
  const options = useOptions(list, values);
  const message = useProfileMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox.Group label={label} description={description} value={field.value ?? []} onChange={field.onChange} error={message(fieldState.error)}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} onBlur={field.onBlur} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    />
  );
}
