import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { DeferredSanitizedHtml } from '@shared/ui/kit/SanitizedHtml/DeferredSanitizedHtml';
import { FAVORITES_MODULE_TYPE } from '../model/moduleTypes';
import { CardFrame } from './CardFrame';
import { ExternalTileContent } from './cards/ExternalTileContent';
import { IframeContent } from './cards/IframeContent';
import { ImageContent } from './cards/ImageContent';
import { ReportList } from './cards/ReportList';
import { VisualContent } from './cards/VisualContent';

const texts = portalTexts.dashboard;

function CardContent({ module }: { module: ModuleDto }) {
  switch (module.moduleType) {
    case 'IMAGE':
      return <ImageContent module={module} />;
    case 'HTML':
    case 'TEMPORARY':
      return <DeferredSanitizedHtml html={module.properties.htmlText ?? ''} />;
    case 'IFRAME':
      return <IframeContent module={module} />;
    case 'EXTERNAL_TILE':
      return <ExternalTileContent module={module} />;
    case 'PBI_VISUAL':
      return <VisualContent module={module} />;
    case 'PBI_REPORT':
    case FAVORITES_MODULE_TYPE:
      return (
        <ReportList
          moduleName={module.name}
          reports={module.reports}
          emptyText={module.moduleType === FAVORITES_MODULE_TYPE ? texts.noFavoriteReports : texts.noReports}
        />
      );
    default:
      return <Typography>{texts.moduleTypeNotFound}</Typography>;
  }
}

const htmlTypes = new Set(['HTML', 'TEMPORARY']);

/** One module card of any of the eight types; an unknown type shows 'Module type not found!'. */
export const ModuleCard = memo(function ModuleCard({ module }: { module: ModuleDto }) {
  return (
    <CardFrame module={module} textBody={htmlTypes.has(module.moduleType)}>
      <CardContent module={module} />
    </CardFrame>
  );
});
