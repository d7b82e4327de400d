import { readConfig } from '@server/config';
import { resetDataFolder } from '@server/store/dataFolder';

/** `npm run db:reset`: the data file and media folder start over from the tracked fixtures; a running server reloads. */
const config = readConfig();
resetDataFolder(config);
console.log(`${config.dbFile} und ${config.mediaDir} aus den Fixtures neu angelegt.`);
