import type pg from 'pg';

/** One file of an area, as PostgreSQL keeps it. */
export interface StoredFile {
  bytes: Buffer;
  /** What belongs to the file (the spool's envelope); null when nothing does. */
  meta: unknown;
}

/** The areas of `stored_files`: one per feature whose files every instance must see. */
export type FileArea = 'supportSpool' | 'exports' | 'media' | 'manualAttachments';

/**
 * Files in PostgreSQL (table `stored_files`, migrations/…_stored_files.sql), shared by every instance: the
 * support spool, the export files and the uploaded media with DATABASE_URL (docs/decisions/098). One pool per
 * server; each feature reads and writes its own area through `area()`.
 */
export class PgFiles {
  constructor(private readonly pool: pg.Pool) {}

  area(area: FileArea): PgFileArea {
    return new PgFileArea(this.pool, area);
  }
}

/** The files of one area. */
export class PgFileArea {
  constructor(
    private readonly pool: pg.Pool,
    readonly area: FileArea,
  ) {}

  /** Writes the file, replacing one of the same name. */
  async put(name: string, bytes: Buffer, meta?: unknown): Promise<void> {
    await this.pool.query(
      `INSERT INTO stored_files (area, name, bytes, meta) VALUES ($1, $2, $3, $4)
       ON CONFLICT (area, name) DO UPDATE SET bytes = $3, meta = $4, created_at = now()`,
      [this.area, name, bytes, meta === undefined ? null : JSON.stringify(meta)],
    );
  }

  /** Writes the file only if no file has that name yet; false if one has. */
  async add(name: string, bytes: Buffer): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'INSERT INTO stored_files (area, name, bytes) VALUES ($1, $2, $3) ON CONFLICT (area, name) DO NOTHING',
      [this.area, name, bytes],
    );
    return rowCount === 1;
  }

  async get(name: string): Promise<StoredFile | undefined> {
    const { rows } = await this.pool.query<StoredFile>(
      'SELECT bytes, meta FROM stored_files WHERE area = $1 AND name = $2',
      [this.area, name],
    );
    return rows[0];
  }

  async has(name: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM stored_files WHERE area = $1 AND name = $2', [
      this.area,
      name,
    ]);
    return rowCount === 1;
  }

  async remove(name: string): Promise<void> {
    await this.pool.query('DELETE FROM stored_files WHERE area = $1 AND name = $2', [this.area, name]);
  }

  /** Deletes every file not named in `kept` that is older than `graceMs`; returns how many went. */
  async removeAllBut(kept: readonly string[], graceMs: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM stored_files WHERE area = $1 AND name <> ALL($2::text[])
       AND created_at < now() - make_interval(secs => $3)`,
      [this.area, kept, graceMs / 1000],
    );
    return rowCount ?? 0;
  }
}
