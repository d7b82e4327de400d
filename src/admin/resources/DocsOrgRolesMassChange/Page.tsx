import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AutocompleteArrayInput,
  Form,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SaveButton,
  TextInput,
  Title,
  required,
  useDataProvider,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { alertMessage } from '@shared/api';
import { adminTitleOf } from '@shared/routes';
import { adminTexts } from '@shared/texts';
import { recordCountMessage } from '@shared/ui/kit/recordCountMessage';
import { resourceOf } from '../collections';

const title = adminTitleOf('/admin/manual/DocsOrgRolesMassChange');
const texts = adminTexts.docsOrgRolesMassChange;

interface MassChange {
  pageIds: string[];
  zbvRole: string;
  mode: 'grant' | 'revoke';
}

/** DocsOrgRolesMassChange: one organisation role granted to or revoked from many pages, with the record count. */
export function DocsOrgRolesMassChangePage() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const resource = resourceOf('docsOrgRoles');
  const apply = async (values: Record<string, unknown>) => {
    const { pageIds, zbvRole, mode } = values as unknown as MassChange;
    try {
      const { data: existing } = await dataProvider.getList<RaRecord & { pageId: string; zbvRole: string }>(resource, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { zbvRole },
      });
      const having = new Set(existing.map((entry) => entry.pageId));
      if (mode === 'grant') {
        const missing = pageIds.filter((pageId) => !having.has(pageId));
        for (const pageId of missing) await dataProvider.create(resource, { data: { pageId, zbvRole } });
        notify(recordCountMessage(missing.length, texts.granted), { type: 'success' });
      } else {
        const ids = existing.filter((entry) => pageIds.includes(entry.pageId)).map((entry) => entry.id);
        if (ids.length > 0) await dataProvider.deleteMany(resource, { ids });
        notify(recordCountMessage(ids.length, texts.revoked), { type: 'success' });
      }
    } catch (error) {
      notify(alertMessage(texts.failed, error), { type: 'error' });
    }
  };
  return (
    <Box sx={{ my: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.intro}</Typography>
      <Form onSubmit={apply} defaultValues={{ mode: 'grant', pageIds: [] }}>
        <ReferenceArrayInput source="pageIds" reference={resourceOf('manualPages')} perPage={200}>
          <AutocompleteArrayInput label={texts.pages} optionText="title" validate={required()} fullWidth />
        </ReferenceArrayInput>
        <TextInput source="zbvRole" label={texts.role} validate={required()} />
        <RadioButtonGroupInput
          source="mode"
          label={texts.mode}
          choices={[
            { id: 'grant', name: texts.grant },
            { id: 'revoke', name: texts.revoke },
          ]}
        />
        <SaveButton label={texts.apply} alwaysEnable />
      </Form>
    </Box>
  );
}
