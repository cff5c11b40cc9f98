import type { Db } from '../../../db/database.js';

/** A hire through the service: an application moved to 已录用. */
export interface Hire {
  deliveryId: string;
  idCard: string;
  employer: string;
  jobTitle: string;
  hireDate: string;
  monthlySalary: number | null;
}

export interface HireStamp {
  username: string;
  now: string;
}

/** Runs inside the hire's transaction: what it throws undoes the hire. */
export type HireListener = (trx: Db, hire: Hire, stamp: HireStamp) => Promise<void>;

const listeners = new Set<HireListener>();

/** Another section hears of every hire (the archives record it as a job result). */
export function onHire(listener: HireListener): void {
  listeners.add(listener);
}

export async function announceHire(trx: Db, hire: Hire, stamp: HireStamp): Promise<void> {
  for (const listener of listeners) await listener(trx, hire, stamp);
}
