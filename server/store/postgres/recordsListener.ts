import pg from 'pg';
import { parseNotice, RECORDS_CHANNEL, type RecordsNotice } from './recordsChannel';
import { logger } from '../../logging/logger';

/** Wait before connecting again after the LISTEN connection was lost. */
const RECONNECT_AFTER_MS = 1000;

export interface ListenerHandlers {
  onNotice: (notice: RecordsNotice) => void;
  /** The connection was lost (PostgreSQL stopped or unreachable): notices are missed until it is back. */
  onLost: () => void;
  /** The connection was lost and is back: notices in between are lost, so everything is to be read again. */
  onReconnected: () => void;
}

/**
 * One dedicated connection LISTENing on the records channel. Notices that come before `handle` is called are
 * kept and handed over then (the replica connects before it loads, so no commit falls between). A lost
 * connection is replaced until `close`.
 */
export class RecordsListener {
  private client?: pg.Client;
  private handlers?: ListenerHandlers;
  private early: RecordsNotice[] = [];
  private closed = false;
  private retry?: NodeJS.Timeout;

  /** `connection`: a dedicated connection's settings (database.ts), never one of the pool's. */
  constructor(private readonly connection: pg.ClientConfig) {}

  async connect(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', ({ payload }) => {
      const notice = parseNotice(payload);
      if (!notice) return;
      if (this.handlers) this.handlers.onNotice(notice);
      else this.early.push(notice);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${RECORDS_CHANNEL}`);
    this.client = client;
  }

  /** Whether it listens now (false from a loss until it is connected again). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  handle(handlers: ListenerHandlers): void {
    this.handlers = handlers;
    for (const notice of this.early.splice(0)) handlers.onNotice(notice);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    logger.warn({ reason: error?.message }, 'PostgreSQL: LISTEN-Verbindung verloren, verbinde neu');
    this.handlers?.onLost();
    this.reconnect();
  }

  private reconnect(): void {
    this.retry = setTimeout(() => {
      this.connect().then(
        () => {
          logger.info('PostgreSQL: LISTEN-Verbindung wieder da, lade alle Daten neu');
          this.handlers?.onReconnected();
        },
        (error: unknown) => {
          logger.warn({ reason: (error as Error).message }, 'PostgreSQL: Neuverbindung für LISTEN fehlgeschlagen');
          if (!this.closed) this.reconnect();
        },
      );
    }, RECONNECT_AFTER_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
