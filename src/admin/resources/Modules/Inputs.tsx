import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, SelectInput, TextInput } from 'react-admin';
import { moduleTypes } from '@shared/schemas';
import { adminTexts } from '@shared/texts';
import { EnumSelect } from '../../forms/inputs';
import { MediaInput } from './MediaInput';
import { PropertyInputs } from './PropertyInputs';
import type { useModuleFormData } from './useModuleFormData';

const spans = [1, 2, 3, 4].map((span) => ({ id: span, name: String(span) }));
const created = (value?: string) => ({ id: value ?? '', name: value ?? '' });

export function ModuleInputs({ choices }: { choices: ReturnType<typeof useModuleFormData> }) {
  return (
    <>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="shortName" fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <EnumSelect source="moduleType" values={moduleTypes} labels={adminTexts.values.moduleTypes} isRequired />
      <PropertyInputs />
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        {adminTexts.modules.layoutHeading}
      </Typography>
      <AutocompleteArrayInput
        source="categories"
        choices={choices.categories}
        onCreate={created}
        createItemLabel={adminTexts.modules.newChoice('%{item}')}
        helperText={adminTexts.modules.categoriesHelp}
        fullWidth
      />
      <AutocompleteInput
        source="userGroup"
        choices={choices.userGroups}
        onCreate={created}
        createItemLabel={adminTexts.modules.newChoice('%{item}')}
        fullWidth
      />
      <SelectInput source="width" choices={spans} helperText={adminTexts.modules.spanHelp} isRequired />
      <SelectInput source="height" choices={spans} helperText={adminTexts.modules.spanHelp} isRequired />
      <TextInput source="groupKey" />
      <BooleanInput source="pbiModule" />
      <BooleanInput source="active" />
      <MediaInput />
    </>
  );
}
