/** One open grid socket, as the hub sees it. */
interface VxePeer {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * In-process fan-out of grid updates: the sockets of each channel (one user's on one page, see
 * vxe-socket-route.ts), and a broadcast that reaches every other socket of the channel. One
 * instance serves one process.
 */
export class VxeHub {
  private readonly pages = new Map<string, Set<VxePeer>>();

  join(pageId: string, peer: VxePeer): void {
    const peers = this.pages.get(pageId) ?? new Set<VxePeer>();
    peers.add(peer);
    this.pages.set(pageId, peers);
  }

  leave(pageId: string, peer: VxePeer): void {
    const peers = this.pages.get(pageId);
    if (!peers) return;
    peers.delete(peer);
    if (peers.size === 0) this.pages.delete(pageId);
  }

  /** Sends `data` to the page's other open sockets; answers how many it reached. */
  broadcast(pageId: string, from: VxePeer, data: string): number {
    let reached = 0;
    for (const peer of this.pages.get(pageId) ?? []) {
      if (peer === from || peer.readyState !== OPEN) continue;
      peer.send(data);
      reached += 1;
    }
    return reached;
  }

  size(pageId: string): number {
    return this.pages.get(pageId)?.size ?? 0;
  }
}
