import { createServer } from 'node:http';
import { createApp } from './app';
import { readConfig } from './config';
import { InvalidDatabaseError, Store } from './store/store';

async function main(): Promise<void> {
  const config = readConfig();
  let store: Store;
  try {
    store = Store.open(config.dbFile);
  } catch (error) {
    if (error instanceof InvalidDatabaseError) {
      console.error(`${error.message}\n\nDer Server startet nicht. Prüfen mit: npm run db:check`);
      process.exit(1);
    }
    throw error;
  }
  store.watch();
  const httpServer = createServer();
  const { app, close } = await createApp(config, store, httpServer);
  httpServer.on('request', app);
  httpServer.listen(config.port, config.host, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `Kommunikationswelt Radar läuft auf http://localhost:${port}/ (Back Office: /admin, Daten: ${config.dbFile})`,
    );
  });
  const shutdown = () => {
    store.close();
    httpServer.close();
    void close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
