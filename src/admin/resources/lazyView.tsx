import { lazy, Suspense, type ComponentType } from 'react';
import { adminShellTexts } from '@shared/texts';
import { LoadingIndicator } from '@shared/ui/kit/LoadingIndicator';
import type { View } from './types';

/**
 * A view loaded on first use, from a module's named export. While its chunk loads, a named spinner in a polite
 * live region shows: react-admin's own fallback has a progress bar without a name (axe's aria-progressbar-name).
 */
export const lazyView = <M, K extends keyof M>(load: () => Promise<M>, name: K): View => {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyView() {
    return (
      <Suspense fallback={<LoadingIndicator variant="spinner" title={adminShellTexts.common.loading} />}>
        <Lazy />
      </Suspense>
    );
  };
};
