import { lazy, type ComponentType } from 'react';
import type { View } from './types';

/** A view loaded on first use, from a module's named export. */
export const lazyView = <M, K extends keyof M>(load: () => Promise<M>, name: K): View =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
