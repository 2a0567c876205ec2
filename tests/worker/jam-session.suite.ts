import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { joined, openJamSocket, startJam } from './support/jam-fixtures';
import { applyCommand, newJam, positionAt, type StoredJam } from '../../worker/jam/jam-state';
import { JAM_HOST_GRACE_MS } from '../../worker/jam/jam-constants';
import type { TrackPayload } from '../../worker/music/music-types';

const session = (code: string) => env.JAM_SESSION.get(env.JAM_SESSION.idFromName(code));

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the host goes away without leaving (alarm)', () => {
  it('after the grace period the Jam passes to the longest-present listener who is online', async () => {
    const { path, code, host } = await startJam();
    const guest = await joined(path);
    const guestSocket = await openJamSocket(path, guest.user.id);
    const hostSocket = await openJamSocket(path, host.user.id);
    hostSocket.socket.close();
    const stub = session(code);
    let alarm: number | null = null;
    await until(async () => {
      alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
      return alarm !== null;
    });
    expect(alarm).toBeGreaterThan(Date.now() + JAM_HOST_GRACE_MS - 5_000);
    guestSocket.clear();
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const { jam } = await guestSocket.next('state', (m) => m.jam.host_id !== host.user.id);
    expect(jam.host_id).toBe(guest.user.id);
    expect(jam.listeners.map((l: any) => l.id)).toEqual([guest.user.id]);
    guestSocket.socket.close();
  });

  it('with "end" chosen, the Jam ends; a host who comes back in time keeps it', async () => {
    const { path, code, host } = await startJam({ settings: { on_host_leave: 'end' } });
    const guest = await joined(path);
    const guestSocket = await openJamSocket(path, guest.user.id);
    const stub = session(code);
    const first = await openJamSocket(path, host.user.id);
    first.socket.close();
    await until(async () => (await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())) !== null);
    const back = await openJamSocket(path, host.user.id);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBeNull();
    back.socket.close();
    await until(async () => (await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())) !== null);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await guestSocket.next('ended')).toEqual({ type: 'ended', reason: 'host-away' });
    expect((await guest.browser.get(path)).status).toBe(404);
    // An ended Jam forgets itself a day later.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_i, state) => state.storage.get('jam'))).toBeUndefined();
    expect((await guest.browser.get(path)).status).toBe(404);
  });
});

describe('ended reports', () => {
  const track = (id: number, duration: number) => ({ id, duration }) as TrackPayload;
  const host = { id: 1, name: 'Host', image: null };
  const jamAt = (now: number): StoredJam => newJam({ code: 'X', host, tracks: [track(1, 10_000), track(2, 10_000)], index: 0, position_ms: 0, playing: true, now });

  it('moves on once, from the moment the item ended, and only near its end', async () => {
    const jam = jamAt(1_000);
    expect(() => applyCommand(jam, 2, { type: 'ended', item_id: 1 }, 5_000)).toThrow('has not ended yet');
    const next = applyCommand(jam, 2, { type: 'ended', item_id: 1 }, 11_200);
    // Item 1 ended at 11 000 by the Jam's clock: item 2 is 200 ms in when the report lands.
    expect(next).toEqual({ index: 1, playing: true, position_ms: 200, at_server_ms: 11_200 });
    const moved = { ...jam, playback: next };
    expect(() => applyCommand(moved, 3, { type: 'ended', item_id: 1 }, 11_300)).toThrow('no longer playing');
    expect(positionAt(moved, 12_200)).toBe(1_200);
  });

  it("an add straight to the object names the adder; a stranger's is refused", async () => {
    const { code, host: owner } = await startJam();
    const stub = session(code);
    const result = await stub.addTracks({ id: owner.user.id, name: owner.user.name, image: null }, [track(9, 5_000)]);
    expect(result.ok && result.value.queue.at(-1)).toMatchObject({ id: 3, added_by: { id: owner.user.id } });
    expect(await stub.addTracks({ id: 424242, name: 'Nobody', image: null }, [track(9, 5_000)])).toEqual({ ok: false, status: 403, message: 'You are not in this Jam.' });
  });
});
