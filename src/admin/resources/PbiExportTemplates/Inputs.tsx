import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AutocompleteArrayInput, SelectInput, TextInput, useGetList, useGetOne, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { exportFormats, type PbiReport } from '@shared/schemas';
import { exportTexts } from '@shared/texts';
import { EnumSelect, ReferenceSelect } from '../../forms/inputs';
import { fieldLabel, resourceOf } from '../collections';
import { isFormPathSafe } from './templateFilters';

const t = exportTexts.admin;

function useChosenReportId(): RaRecord['id'] | undefined {
  const reportId: unknown = useWatch({ name: 'reportId' });
  return typeof reportId === 'number' || typeof reportId === 'string' ? reportId : undefined;
}

/** The pages of the chosen report, by their display names; none chosen means all visible pages. */
function ReportPagesInput() {
  const reportId = useChosenReportId();
  const { data: report } = useGetOne<PbiReport & RaRecord>(
    resourceOf('pbiReports'),
    { id: reportId ?? '' },
    { enabled: reportId !== undefined },
  );
  const choices = (report?.pages ?? []).map((page) => ({ id: page.name, name: page.displayName }));
  return (
    <AutocompleteArrayInput
      source="pageNames"
      label={fieldLabel('pbiExportTemplates', 'pageNames')}
      choices={choices}
      // Not disabled before a report is chosen: MUI greys a disabled helper text below readable contrast.
      helperText={reportId === undefined ? t.chooseReportFirst : t.pagesHelp}
      fullWidth
    />
  );
}

interface FilterDefinition extends RaRecord {
  name: string;
  values: string[];
}

/** One drop-down per filter definition of the chosen report, with the values it offers. */
function ReportFiltersInput() {
  const reportId = useChosenReportId();
  const { data: definitions = [] } = useGetList<FilterDefinition>(
    resourceOf('pbiReportFilters'),
    { filter: { reportId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: reportId !== undefined },
  );
  if (reportId === undefined) return null;
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
        {t.filtersHeading}
      </Typography>
      {definitions.length === 0 && <Alert severity="info">{t.noFilterDefinitions}</Alert>}
      {definitions
        .filter((definition) => isFormPathSafe(definition.name))
        .map((definition) => (
          <SelectInput
            key={definition.id}
            source={`filters.${definition.name}`}
            label={definition.name}
            choices={definition.values.map((value) => ({ id: value, name: value }))}
            emptyText={t.noFilter}
            sx={{ minWidth: 280 }}
          />
        ))}
    </>
  );
}

export function PbiExportTemplateInputs() {
  return (
    <>
      <ReferenceSelect collection="pbiExportTemplates" source="reportId" isRequired />
      <TextInput source="name" isRequired fullWidth />
      <EnumSelect source="format" values={exportFormats} isRequired />
      <ReportPagesInput />
      <ReportFiltersInput />
    </>
  );
}
