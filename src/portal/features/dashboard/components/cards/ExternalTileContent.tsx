import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ModuleDto } from '@shared/portalApi';
import { mediaFilePath, useMediaUrl } from '../../hooks/useMediaUrl';
import { SmartLink } from '../SmartLink';

const TILE_IMAGE_HEIGHT = 160;

/** External tile: its media image (decorative) and the link with its text. */
export function ExternalTileContent({ module }: { module: ModuleDto }) {
  const fileName = module.media[0]?.fileName;
  const src = useMediaUrl(fileName ? mediaFilePath(fileName) : undefined);
  const { linkUrl, linkText } = module.properties;
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start', height: '100%' }}>
      {module.description && <Box sx={{ typography: 'body2' }}>{module.description}</Box>}
      {/* The image's box has its height from the start, so the cards below stay put when the image arrives */}
      {fileName && (
        <Box sx={{ height: TILE_IMAGE_HEIGHT, maxWidth: '100%' }}>
          {src && (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: TILE_IMAGE_HEIGHT, display: 'block', objectFit: 'contain' }}
            />
          )}
        </Box>
      )}
      {linkUrl && <SmartLink href={linkUrl}>{linkText ?? linkUrl}</SmartLink>}
    </Stack>
  );
}
