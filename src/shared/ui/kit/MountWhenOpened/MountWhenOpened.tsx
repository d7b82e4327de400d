import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its (lazily loaded) children only from the first time `open` is true, then keeps them mounted so
 * closing still animates; keeps dialogs and the menu out of the first load.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
