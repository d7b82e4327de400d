import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { reportTexts } from '@shared/texts';
import type { ReportPage } from '../renderers/types';

/** The report's pages outside the report: only those with visibility 0; the active one follows the report. */
export function ReportPageTabs({
  pages,
  activePage,
  onSelect,
}: {
  pages: readonly ReportPage[];
  activePage?: string;
  onSelect: (pageName: string) => void;
}) {
  const visible = pages.filter((page) => page.visibility === 0);
  if (visible.length < 2) return null;
  const value = visible.some((page) => page.name === activePage) ? activePage : false;
  return (
    <Tabs
      value={value}
      onChange={(_event, pageName: string) => onSelect(pageName)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={reportTexts.pageTabs}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {visible.map((page) => (
        <Tab key={page.name} value={page.name} label={page.displayName} />
      ))}
    </Tabs>
  );
}
