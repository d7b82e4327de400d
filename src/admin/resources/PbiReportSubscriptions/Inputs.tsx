import { BooleanInput, TextInput } from 'react-admin';
import { adminTexts } from '@shared/texts';
import { EnumSelect, ReferenceSelect } from '../../forms/inputs';

const frequencies = adminTexts.values.frequencies;

export function PbiReportSubscriptionInputs() {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <ReferenceSelect collection="pbiReportSubscriptions" source="accountId" isRequired />
      <ReferenceSelect collection="pbiReportSubscriptions" source="reportId" isRequired />
      <ReferenceSelect collection="pbiReportSubscriptions" source="moduleId" isRequired />
      <EnumSelect source="frequency" values={Object.keys(frequencies)} labels={frequencies} isRequired />
      <BooleanInput source="active" />
    </>
  );
}
