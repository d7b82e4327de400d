import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ModuleDto } from '../../../../../shared/portalApi';
import { mediaFilePath, useMediaUrl } from '../../hooks/useMediaUrl';
import { SmartLink } from '../SmartLink';

/** External tile: its media image (decorative) and the link with its text. */
export function ExternalTileContent({ module }: { module: ModuleDto }) {
  const fileName = module.media[0]?.fileName;
  const src = useMediaUrl(fileName ? mediaFilePath(fileName) : undefined);
  const { linkUrl, linkText } = module.properties;
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start', height: '100%' }}>
      {module.description && <Box sx={{ typography: 'body2' }}>{module.description}</Box>}
      {src && <Box component="img" src={src} alt="" sx={{ maxWidth: '100%', maxHeight: 160, display: 'block' }} />}
      {linkUrl && <SmartLink href={linkUrl}>{linkText ?? linkUrl}</SmartLink>}
    </Stack>
  );
}
