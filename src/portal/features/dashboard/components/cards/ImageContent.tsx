import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import type { ModuleDto } from '@shared/portalApi';
import { portalTexts } from '@shared/texts';
import { MountWhenOpened } from '@shared/ui/kit/MountWhenOpened';
import { useMediaUrl } from '../../hooks/useMediaUrl';
import { SmartLink } from '../SmartLink';

const FullImageDialog = lazy(() => import('./FullImageDialog').then((m) => ({ default: m.FullImageDialog })));

/** Image card: the image in its size (scaled down to fit), its alt text, its link and, if set, a full-screen view. */
export function ImageContent({ module }: { module: ModuleDto }) {
  const { imageUrl, imageWidth, imageHeight, altText, isFullScreen, imageLinkUrl } = module.properties;
  const src = useMediaUrl(imageUrl);
  const [full, setFull] = useState(false);
  // While it loads, a box of the image's size holds its place, so the cards below do not move when it arrives.
  const image = src ? (
    <Box
      component="img"
      src={src}
      alt={altText ?? ''}
      width={imageWidth}
      height={imageHeight}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto' }}
    />
  ) : imageWidth && imageHeight ? (
    <Box sx={{ width: imageWidth, maxWidth: '100%', aspectRatio: `${imageWidth} / ${imageHeight}`, mx: 'auto' }} />
  ) : null;
  return (
    <>
      {src && imageLinkUrl ? <SmartLink href={imageLinkUrl}>{image}</SmartLink> : image}
      {isFullScreen && (
        <>
          <Button size="small" disabled={!src} onClick={() => setFull(true)} sx={{ mt: 1 }}>
            {portalTexts.dashboard.showImageFull(module.name)}
          </Button>
          {src && (
            <MountWhenOpened open={full}>
              <FullImageDialog module={module} src={src} open={full} onClose={() => setFull(false)} />
            </MountWhenOpened>
          )}
        </>
      )}
    </>
  );
}
