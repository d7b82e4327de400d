import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportLookup } from '@shared/schemas/reportLookup';
import { adminTexts, supportTexts } from '@shared/texts';
import { FactList } from '../../layout/FactList';
import { readableText } from '../../text/readableText';
import { fieldLabel } from '../collections';

const t = supportTexts.urlCheck.answer;
const { yes, no, none } = adminTexts.common;

const yesNo = (value: boolean) => (value ? yes : no);
const listed = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : none);

type Facts = readonly (readonly [string, string])[];

/** What the report URL check found, section by section, in German labelled text. */
function reportLookupSections(answer: ReportLookup): { heading?: string; facts: Facts }[] {
  const { module, report, access, contactInfo } = answer;
  return [
    {
      facts: [
        [t.path, answer.path],
        [t.reportIsInModule, yesNo(answer.reportIsInModule)],
      ],
    },
    {
      heading: t.module,
      facts: [
        [fieldLabel('modules', 'name'), module.name],
        [fieldLabel('modules', 'id'), String(module.id)],
        [fieldLabel('modules', 'moduleType'), adminTexts.values.moduleTypes[module.type]],
        [fieldLabel('modules', 'active'), yesNo(module.active)],
        [fieldLabel('modules', 'categories'), listed(module.categories)],
      ],
    },
    {
      heading: t.report,
      facts: [
        [fieldLabel('pbiReports', 'name'), report.name],
        [fieldLabel('pbiReports', 'id'), String(report.id)],
        [fieldLabel('pbiReports', 'groupName'), report.groupName ?? none],
        [fieldLabel('pbiReports', 'reportKey'), report.reportKey],
        [t.shortLink, report.shortLink],
        [t.pages, listed(report.pages)],
      ],
    },
    {
      heading: t.accounts,
      facts:
        answer.accounts.length > 0
          ? answer.accounts.map((account) => [account.name, account.email] as const)
          : [[t.accounts, t.noAccounts]],
    },
    {
      heading: t.access,
      facts: [
        [t.accountCount, String(access.accountCount)],
        [t.directAccounts, listed(access.directAccounts)],
        [t.groups, listed(access.groups.map((group) => `${group.name} (${listed(group.members)})`))],
        [
          t.zbvRoles,
          listed(access.zbvRoles.map((role) => `${role.zbvRole} (${role.organisation ?? t.everyOrganisation})`)),
        ],
      ],
    },
    {
      heading: t.contact,
      facts: [
        [fieldLabel('contactInfos', 'supportAvailable'), yesNo(contactInfo.supportAvailable)],
        [fieldLabel('contactInfos', 'email'), contactInfo.email ?? none],
        [fieldLabel('contactInfos', 'jiraChildId'), String(contactInfo.jiraChildId)],
        [t.description, contactInfo.description ? readableText(contactInfo.description) : none],
        [t.source, t.sources[contactInfo.source]],
      ],
    },
  ];
}

/** The answer of the report URL check as a reader takes it in: labelled facts under a heading per part. */
export function ReportLookupFacts({ answer }: { answer: ReportLookup }) {
  return (
    <>
      {reportLookupSections(answer).map(({ heading, facts }) => (
        <Box component="section" key={heading ?? ''} sx={{ '& + &': { mt: 2 } }}>
          {heading && (
            <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
              {heading}
            </Typography>
          )}
          <FactList facts={facts} />
        </Box>
      ))}
    </>
  );
}
