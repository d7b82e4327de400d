import { isAbsolute, relative, resolve } from 'node:path';
import { isStoredFileName } from '@shared/schemas/common';

/**
 * The path of `relativePath` below `folder`, or undefined when it would leave the folder (`..`, an absolute
 * path, …) or name the folder itself. Only for paths that may hold subfolders (the build's assets); a stored or
 * sent file name goes through `fileInFolder`.
 */
export function pathInside(folder: string, relativePath: string): string | undefined {
  const root = resolve(folder);
  const file = resolve(root, `.${relativePath.startsWith('/') ? '' : '/'}${relativePath}`);
  const rest = relative(root, file);
  if (rest === '' || rest.startsWith('..') || isAbsolute(rest)) return undefined;
  return file;
}

/**
 * The one way from a stored or sent file name to a path: the name must pass the allow-list rule of the schemas
 * (`storedFileNamePattern`) and the result must lie directly in `folder`. Undefined otherwise.
 */
export function fileInFolder(folder: string, name: string): string | undefined {
  if (!isStoredFileName(name)) return undefined;
  const file = pathInside(folder, name);
  return file && resolve(file, '..') === resolve(folder) ? file : undefined;
}

/** As `fileInFolder`, for names the server made itself: a name that fails the rule is a bug, so it throws. */
export function requireFileInFolder(folder: string, name: string): string {
  const file = fileInFolder(folder, name);
  if (!file) throw new Error(`Unzulässiger Dateiname: ${JSON.stringify(name)}`);
  return file;
}

/**
 * A file name derived from a record id and an ending: anything but letters, digits, `_` and `-` becomes `_`, and
 * a name that would not start with a letter or digit gets an `x` in front (numeric ids keep their plain name).
 */
export function fileNameOfId(id: string | number, ending: string): string {
  const base = String(id).replace(/[^A-Za-z0-9_-]/g, '_');
  return `${/^[A-Za-z0-9]/.test(base) ? '' : 'x'}${base}.${ending}`;
}
