import { ReferenceSelect } from '../../forms/inputs';

/** The manual page describing a report: its info carries it as confluenceOriginalPageId. */
export function DocsReportInputs() {
  return (
    <>
      <ReferenceSelect collection="docsReports" source="pageId" isRequired />
      <ReferenceSelect collection="docsReports" source="reportId" isRequired />
    </>
  );
}
