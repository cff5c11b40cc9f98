/** Polling of the bell, and the push connection's timings (section 4). */
export const NOTICE_TIMING = { pollMs: 6000, heartBeatMs: 20_000, reconnectMs: 5000 } as const;
