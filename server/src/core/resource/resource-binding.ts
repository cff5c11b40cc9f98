import type { ResourceDef } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../auth/session-service.js';
import type { Actor } from './actor.js';

export type WriteMode = 'add' | 'edit' | 'import';

export interface WriteEvent {
  trx: Db;
  mode: WriteMode | 'delete';
  ids: string[];
  /** The request body of an add or edit, with what travels beside the fields. */
  input?: Record<string, unknown>;
  /** Who writes, on an add, edit or action through the engine's routes. */
  actor?: Actor;
  /** The action (a transition) that made the change. */
  action?: string;
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
    /** Who writes (absent when a section writes on its own). */
    actor?: Actor;
  }): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Runs in the write's transaction, after it. */
  afterWrite?(event: WriteEvent): Promise<void>;
  /** Runs in the delete's transaction, before it; throw to refuse. */
  beforeDelete?(event: WriteEvent): Promise<void>;
  /**
   * Whether the signed-in user owns the record, and so may open its private files without the
   * resource's list permission (a user their own avatar, a veteran their resume's attachment).
   */
  ownsRecord?(args: { db: Db; auth: AuthContext; recordId: string }): Promise<boolean> | boolean;
  /** Handlers of the definition's actions that are not transitions, by action name. */
  actions?: Record<string, ActionHandler>;
  /** What the portal projection declares in `extras`, computed from the stored rows. */
  portalExtras?: PortalExtras;
  /** Checks before a transition changes `rows` to `to`; throw to refuse all of them. */
  beforeTransition?(
    action: string,
    args: { db: Db; rows: Array<Record<string, unknown>>; to: string },
  ): Promise<void>;
}

/** What an action's handler receives: the records the call names, all in the caller's scope. */
export interface ActionCall {
  request: FastifyRequest;
  rows: Array<Record<string, unknown>>;
  /** The body, or the query of a GET, as `input` validated it. */
  input: Record<string, unknown>;
  actor: Actor;
}

export interface ActionHandler {
  /** The body (or query) beside the record ids; its Chinese messages are the 400s. */
  input?: ZodType;
  /** What `result` carries; none by default. */
  result?: ZodType;
  run(call: ActionCall): Promise<{ message: string; result?: unknown }>;
}

export interface ResourceBinding {
  def: ResourceDef;
  hooks?: ResourceHooks;
}

/** The computed parts of a portal card and detail (see `PortalProjection.extras`). */
export interface PortalExtras {
  card?(rows: Array<Record<string, unknown>>): Promise<Array<Record<string, unknown>>>;
  detail?(row: Record<string, unknown>): Promise<Record<string, unknown>>;
}
