import { AutocompleteInput, ReferenceInput, SelectInput, type SelectInputProps } from 'react-admin';
import type { CollectionName } from '@shared/schemas';
import { fieldLabel, referenceOf } from '../resources/collections';

interface ReferenceSelectProps {
  /** The collection of the record being edited. */
  collection: CollectionName;
  /** A foreign-key field of it (see references.ts). */
  source: string;
  isRequired?: boolean;
  helperText?: string;
}

/** Picks the record a foreign key points at, searching on the server as you type. */
export function ReferenceSelect({ collection, source, isRequired = false, helperText }: ReferenceSelectProps) {
  const reference = referenceOf(collection, source);
  if (!reference) throw new Error(`${collection}.${source} ist kein Fremdschlüssel`);
  return (
    <ReferenceInput source={source} reference={reference.resource} perPage={50}>
      <AutocompleteInput
        label={fieldLabel(collection, source)}
        optionText={(record) => reference.labelOf(record)}
        isRequired={isRequired}
        helperText={helperText}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** A drop-down over the values of an enum, labelled in German where the values are not German already. */
export function EnumSelect({
  values,
  labels = {},
  ...props
}: Omit<SelectInputProps, 'choices'> & { values: readonly string[]; labels?: Readonly<Record<string, string>> }) {
  return <SelectInput {...props} choices={values.map((value) => ({ id: value, name: labels[value] ?? value }))} />;
}
