import { DurableObject } from 'cloudflare:workers';

export type JoinResult = { joined: true; members: number } | { joined: false; reason: 'member-limit' | 'already-member' };

/**
 * One per workspace (DESIGN section 4): a single point of serialization for
 * joins and leaves, so two invite acceptances racing for the last seat can
 * never both succeed. Each read-modify-write uses the synchronous storage
 * API, so no other request can interleave between the check and the write.
 */
export class WorkspaceHub extends DurableObject<Env> {
  private members(): number[] {
    return [...(this.ctx.storage.kv.get<number[]>('members') ?? [])];
  }

  async join(userId: number, memberLimit: number | null): Promise<JoinResult> {
    const members = this.members();
    if (members.includes(userId)) return { joined: false, reason: 'already-member' };
    if (memberLimit !== null && members.length >= memberLimit) return { joined: false, reason: 'member-limit' };
    members.push(userId);
    this.ctx.storage.kv.put('members', members);
    return { joined: true, members: members.length };
  }

  async leave(userId: number): Promise<number> {
    const members = this.members().filter((id) => id !== userId);
    this.ctx.storage.kv.put('members', members);
    return members.length;
  }

  async memberIds(): Promise<number[]> {
    return this.members();
  }
}
