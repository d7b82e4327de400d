import Box from '@mui/material/Box';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { useState } from 'react';
import type { PowerBiEmbedConfig } from '@shared/portalApi';

interface PowerBiVisualProps {
  embed: PowerBiEmbedConfig;
  pageName: string;
  visualName: string;
}

/** One visual of a Power BI report page, through the client's visual embed. */
export function PowerBiVisual({ embed, pageName, visualName }: PowerBiVisualProps) {
  const [embedConfig] = useState(() => ({
    type: 'visual',
    id: embed.reportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.accessToken,
    tokenType: models.TokenType.Embed,
    pageName,
    visualName,
  }));
  return (
    <Box sx={{ height: 200, '& .radar-powerbi-visual': { height: '100%' } }}>
      <PowerBIEmbed embedConfig={embedConfig} cssClassName="radar-powerbi-visual" />
    </Box>
  );
}
