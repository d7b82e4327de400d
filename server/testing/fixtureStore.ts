import { afterAll } from 'vitest';
import { Store } from '../store/store';
import { copyFixtureDatabase } from './testServer';

/** A store over a temporary copy of the fixtures for one test file; closed and removed after its tests. */
export function fixtureStoreOfFile(): { store: Store; dbFile: string } {
  const fixture = copyFixtureDatabase();
  const store = Store.open(fixture.dbFile);
  afterAll(() => {
    store.close();
    fixture.remove();
  });
  return { store, dbFile: fixture.dbFile };
}
