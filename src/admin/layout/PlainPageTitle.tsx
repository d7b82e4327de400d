import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  title?: ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  preferenceKey?: string | false;
}

/**
 * Stands in for react-admin's `PageTitleConfigurable` in the build (see vite.config.ts, decision 070): the back
 * office has no preferences inspector (no InspectorButton), so nobody can edit a page title, yet the editable
 * title brought MUI's whole text-field family (about 10 kB gzip) into the first load through the layout's error
 * page. Renders what react-admin's plain `PageTitle` renders (not exported), without the editor's wrapper.
 */
export function PageTitleConfigurable({ title, defaultTitle, className, preferenceKey: _unused, ...rest }: Props) {
  const translate = useTranslate();
  const text = typeof title === 'string' && title ? translate(title, { _: title }) : undefined;
  if (title && text === undefined) return <span className={className}>{title}</span>;
  return (
    <span className={className}>
      <span {...rest}>{text ?? defaultTitle}</span>
    </span>
  );
}
