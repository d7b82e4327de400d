import type { FeatureContext } from '../featureContext';
import { FolderMediaFiles, type MediaFiles } from './mediaFiles';
import { PgMediaFiles } from './pgMediaFiles';

/** The media of this server: uploads in PostgreSQL with DATABASE_URL (shared by every instance), else MEDIA_DIR. */
export const mediaFilesOf = ({ config, sharedFiles }: Pick<FeatureContext, 'config' | 'sharedFiles'>): MediaFiles => {
  const folder = new FolderMediaFiles(config.mediaDir);
  return sharedFiles ? new PgMediaFiles(folder, sharedFiles.area('media')) : folder;
};
