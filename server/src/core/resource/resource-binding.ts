import type { ResourceDef } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Filter } from './filters.js';

export type WriteMode = 'add' | 'edit' | 'import';

export interface WriteEvent {
  trx: Db;
  mode: WriteMode | 'delete';
  ids: string[];
  /** The request body of an add or edit, with what travels beside the fields. */
  input?: Record<string, unknown>;
}

/** What a section adds to the standard behaviour of its resource, on the server. */
export interface ResourceHooks {
  /** Further checks on checked values; return field → message for problems. */
  check?(args: {
    db: Db;
    values: Record<string, unknown>;
    existing: Record<string, unknown> | undefined;
    /** The parent key's value, for child resources. */
    parent: string | undefined;
    mode: WriteMode;
    /** The record as sent, including values that are not declared fields. */
    input: Record<string, unknown>;
  }): Promise<Record<string, string> | undefined> | Record<string, string> | undefined;
  /**
   * Columns to write beside the checked fields (a password hash), from an add or edit that
   * passed every check. Runs before the write's transaction.
   */
  extraValues?(args: {
    input: Record<string, unknown>;
    mode: 'add' | 'edit';
    existing: Record<string, unknown> | undefined;
  }): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs in the write's transaction, after it. */
  afterWrite?(event: WriteEvent): Promise<void>;
  /** Runs in the delete's transaction, before it; throw to refuse. */
  beforeDelete?(event: WriteEvent): Promise<void>;
  /** Conditions that bind every read and write of this request (data rules). */
  scope?(request: FastifyRequest): Filter[] | Promise<Filter[]>;
}

export interface ResourceBinding {
  def: ResourceDef;
  hooks?: ResourceHooks;
}
