import { closeSync, fsyncSync, openSync, renameSync, writeSync, unlinkSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';

/**
 * Writes a file so that a crash at any moment leaves either the old or the new content:
 * write a temporary sibling, flush it to disk, rename it over the target, flush the folder.
 */
export function writeFileAtomic(file: string, content: string): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temporary, file);
  } catch (error) {
    unlinkSync(temporary);
    throw error;
  }
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
