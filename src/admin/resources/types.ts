import type { ComponentType } from 'react';

/** A screen without props; the registry's views load lazily (`lazyView`). */
export type View = ComponentType;

/** What a folder under resources/ exports: its icon and its lazily loaded views (or page, for actions). */
export interface ResourceViews {
  icon: ComponentType;
  list?: View;
  create?: View;
  edit?: View;
  show?: View;
  /** The screen of an action route (sync button, guided change). */
  page?: View;
}
