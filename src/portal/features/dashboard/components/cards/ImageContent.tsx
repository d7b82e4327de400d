import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { ModuleDto } from '../../../../../shared/portalApi';
import { portalTexts, uiTexts } from '../../../../../shared/texts';
import { useMediaUrl } from '../../hooks/useMediaUrl';
import { SmartLink } from '../SmartLink';

/** Image card: the image in its size (scaled down to fit), its alt text, its link and, if set, a full-screen view. */
export function ImageContent({ module }: { module: ModuleDto }) {
  const { imageUrl, imageWidth, imageHeight, altText, isFullScreen, imageLinkUrl } = module.properties;
  const src = useMediaUrl(imageUrl);
  const [full, setFull] = useState(false);
  if (!src) return null;
  const image = (
    <Box
      component="img"
      src={src}
      alt={altText ?? ''}
      width={imageWidth}
      height={imageHeight}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto' }}
    />
  );
  return (
    <>
      {imageLinkUrl ? <SmartLink href={imageLinkUrl}>{image}</SmartLink> : image}
      {isFullScreen && (
        <>
          <Button size="small" onClick={() => setFull(true)} sx={{ mt: 1 }}>
            {portalTexts.dashboard.showImageFull(module.name)}
          </Button>
          <Dialog fullScreen open={full} onClose={() => setFull(false)} aria-labelledby={`bild-${module.id}`}>
            <DialogTitle id={`bild-${module.id}`}>{module.name}</DialogTitle>
            <DialogContent>
              <Box component="img" src={src} alt={altText ?? ''} sx={{ width: '100%', height: 'auto' }} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setFull(false)}>{uiTexts.common.close}</Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </>
  );
}
