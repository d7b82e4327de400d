import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetList,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Module } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { HtmlPreview } from '../../forms/HtmlPreview';
import { fieldLabel, recordLabel, resourceOf } from '../collections';
import { propertiesByType, requiredByType } from './moduleProperties';

type PropertyName = keyof Module['properties'];

const label = (name: PropertyName) => fieldLabel('moduleProperties', name);

function PbiAccountInput({ isRequired }: { isRequired: boolean }) {
  const { data = [], isPending } = useGetList(resourceOf('pbiAccounts'), {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'sortPriority', order: 'ASC' },
  });
  return (
    <SelectInput
      source="properties.pbiAccount"
      label={label('pbiAccount')}
      choices={data.map((account) => ({
        id: String(account.key),
        name: `${String(account.displayname)} (${String(account.key)})`,
      }))}
      isPending={isPending}
      isRequired={isRequired}
      emptyText={adminTexts.common.none}
    />
  );
}

function PropertyInput({ name, isRequired }: { name: PropertyName; isRequired: boolean }) {
  const source = `properties.${name}`;
  switch (name) {
    case 'imageWidth':
    case 'imageHeight':
      return <NumberInput source={source} label={label(name)} min={1} step={1} />;
    case 'isFullScreen':
      return <BooleanInput source={source} label={label(name)} />;
    case 'htmlText':
      return (
        <>
          <TextInput
            source={source}
            label={label(name)}
            isRequired={isRequired}
            multiline
            minRows={6}
            fullWidth
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
          <HtmlPreview source={source} />
        </>
      );
    case 'reportId':
      return (
        <ReferenceInput source={source} reference={resourceOf('pbiReports')} perPage={50}>
          <AutocompleteInput
            label={label(name)}
            optionText={(record) => recordLabel('pbiReports', record)}
            isRequired={isRequired}
            fullWidth
          />
        </ReferenceInput>
      );
    case 'pbiAccount':
      return <PbiAccountInput isRequired={isRequired} />;
    default:
      return <TextInput source={source} label={label(name)} isRequired={isRequired} fullWidth />;
  }
}

/** The properties editor: exactly the fields the chosen module type uses. */
export function PropertyInputs() {
  const moduleType = useWatch({ name: 'moduleType' }) as Module['moduleType'] | undefined;
  if (!moduleType) return null;
  const names = propertiesByType[moduleType];
  return (
    <>
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        {adminTexts.modules.propertiesHeading(adminTexts.values.moduleTypes[moduleType])}
      </Typography>
      {names.length === 0 && <Typography variant="body2">{adminTexts.modules.noProperties}</Typography>}
      {names.map((name) => (
        <PropertyInput key={name} name={name} isRequired={requiredByType[moduleType].includes(name)} />
      ))}
    </>
  );
}
