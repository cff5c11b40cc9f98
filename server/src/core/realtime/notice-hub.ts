/** The part of a WebSocket the hub uses. */
export interface NoticePeer {
  send(data: string): void;
}

/**
 * Pushes notification events to signed-in users' open sockets. Sections depend on this
 * interface only; an instance-spanning implementation (Redis) can replace the in-process one.
 */
export interface NoticeHub {
  join(userId: string, peer: NoticePeer): void;
  leave(userId: string, peer: NoticePeer): void;
  push(userIds: Iterable<string> | null, message: object): void;
  readonly connections: number;
}

/** The sockets of this instance, per user. */
export class InProcessNoticeHub implements NoticeHub {
  private readonly byUser = new Map<string, Set<NoticePeer>>();

  join(userId: string, peer: NoticePeer): void {
    const peers = this.byUser.get(userId) ?? new Set<NoticePeer>();
    peers.add(peer);
    this.byUser.set(userId, peers);
  }

  leave(userId: string, peer: NoticePeer): void {
    const peers = this.byUser.get(userId);
    peers?.delete(peer);
    if (peers && !peers.size) this.byUser.delete(userId);
  }

  push(userIds: Iterable<string> | null, message: object): void {
    const text = JSON.stringify(message);
    const targets = userIds === null ? this.byUser.keys() : userIds;
    for (const userId of targets) {
      for (const peer of this.byUser.get(userId) ?? []) peer.send(text);
    }
  }

  get connections(): number {
    let n = 0;
    for (const peers of this.byUser.values()) n += peers.size;
    return n;
  }
}
