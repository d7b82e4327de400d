import { TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { ReferenceSelect } from '../../forms/inputs';
import { textToValues, valuesToText } from './filterValues';

export function PbiReportFilterInputs() {
  return (
    <>
      <ReferenceSelect collection="pbiReportFilters" source="reportId" isRequired />
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="table" isRequired />
      <TextInput source="column" isRequired />
      <TextInput
        source="values"
        multiline
        minRows={3}
        fullWidth
        format={valuesToText}
        parse={textToValues}
        helperText={adminTexts.pbiSection.filterValuesHelp}
      />
    </>
  );
}
