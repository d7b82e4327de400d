import type { Request, Response } from 'express';
import type { CollectionName } from '@shared/schemas';
import type { DataScope } from '../access/dataScope';
import type { CollectionStore } from '../store/collectionStore';

/** One call of the data API, as its handlers (read and write) take it. */
export interface DataCall {
  req: Request;
  res: Response;
  store: CollectionStore;
  collection: CollectionName;
  id: string | undefined;
  /** The caller's tenant scope on the collection; undefined means all of it. */
  scope: DataScope | undefined;
  /** Where browsers reach this server (`PUBLIC_URL`): the base of a created record's `Location`. */
  publicUrl: string;
}

/** The API's error answer: a code for programs, a German message for people, the invalid fields if any. */
export const sendError = (res: Response, status: number, code: string, message: string, errors?: unknown) =>
  res.status(status).json({ code, message, ...(errors ? { errors } : {}) });

export const notFound = (res: Response) => sendError(res, 404, 'NOT_FOUND', 'Diesen Datensatz gibt es nicht.');
