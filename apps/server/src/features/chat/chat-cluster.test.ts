import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ChatMember } from '../../test/chat-member';
import { buildServer, sessionCookie, startServerProcess, stopServerProcess, type ServerProcess } from '../../test/cluster';
import { withDatabase } from '../../test/global-setup';

/**
 * The chat across server processes on one PostgreSQL (DESIGN: no sticky sessions; NOTIFY carries a
 * pointer, each process reads the rows). Needs PostgreSQL: the embedded database is opened by one
 * process at a time, so with it these tests are skipped (CI runs the suite on both).
 */
const url = process.env.DATABASE_URL;
const name = `portal_chat_cluster_${process.pid}`;
let admin: pg.Client;
let databaseUrl: string;
const servers: ServerProcess[] = [];

async function orderChatOf(port: number, cookie: string, number: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/customer/orders`, { headers: { host: `localhost:${port}`, cookie } });
  const body = (await res.json()) as { orders: { _id: string; number: number }[] };
  return { chatType: 'writerToCustomer' as const, order_id: body.orders.find((o) => o.number === number)!._id };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!url)('chat across server processes', () => {
  beforeAll(async () => {
    buildServer();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    databaseUrl = withDatabase(url!, name);
    // The first process loads the demo data; the others start on a database that has it.
    servers.push(await startServerProcess(databaseUrl));
    servers.push(...(await Promise.all([startServerProcess(databaseUrl), startServerProcess(databaseUrl)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s, 'SIGKILL')));
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('a message sent through one process reaches a client of another', async () => {
    const [a, b] = servers;
    const customerCookie = await sessionCookie(a!.port, 'customer@example.com');
    const writerCookie = await sessionCookie(a!.port, 'writer@example.com');
    const ref = await orderChatOf(a!.port, customerCookie, 1002);
    const customer = new ChatMember('customer', customerCookie, ref, () => a!.port);
    const writer = new ChatMember('writer', writerCookie, ref, () => b!.port);
    customer.connect();
    writer.connect();
    await until(() => customer.connected && writer.connected, 10_000, 'both connected');
    customer.send('Across processes');
    await until(() => [...writer.held.values()].some((m) => m.content === 'Across processes'), 5000, 'the message on the other process');
    customer.stop();
    writer.stop();
  }, 30_000);

  it('loses nothing and repeats nothing while a process is killed, a listener is cut and a client stays away', async () => {
    const ports = () => servers.filter((s) => s.child.exitCode === null && !s.child.signalCode).map((s) => s.port);
    let next = 0;
    const anyAlive = () => {
      const alive = ports();
      return alive[next++ % alive.length]!;
    };
    const port0 = servers[0]!.port;
    const cookies = {
      customer: await sessionCookie(port0, 'customer@example.com'),
      writer: await sessionCookie(port0, 'writer@example.com'),
      admin: await sessionCookie(port0, 'admin@example.com'),
    };
    const ref = await orderChatOf(port0, cookies.customer, 1003);
    const sentAt = new Map<string, number>();
    // Each member starts on its own process: the customer on the one that will be killed, the writer
    // on the one whose listener is cut.
    const members = [
      new ChatMember('customer', cookies.customer, ref, (() => { let first = true; return () => (first ? ((first = false), servers[0]!.port) : anyAlive()); })(), sentAt),
      new ChatMember('writer', cookies.writer, ref, (() => { let first = true; return () => (first ? ((first = false), servers[1]!.port) : anyAlive()); })(), sentAt),
      new ChatMember('admin', cookies.admin, ref, (() => { let first = true; return () => (first ? ((first = false), servers[2]!.port) : anyAlive()); })(), sentAt),
    ];
    members.forEach((m) => m.connect());
    await until(() => members.every((m) => m.connected), 10_000, 'members connected');

    const sent: string[] = [];
    let sending = true;
    const senders = members.map(async (member, i) => {
      for (let n = 0; sending; n++) {
        // Away is away: a closed laptop sends nothing (so nothing after the cut wakes the cut process).
        if (!member.isAway) sent.push(member.send(`${member.name} ${n}`));
        await new Promise((r) => setTimeout(r, 90 + i * 20));
      }
    });

    await new Promise((r) => setTimeout(r, 1500));
    await stopServerProcess(servers[0]!, 'SIGKILL');
    const away = members[2]!.stayAway(4500);

    // Cut the writer's process's listening connection for three seconds (every reconnection is cut
    // again), and stop sending before it comes back: what was sent meanwhile reaches the writer only
    // if that process catches up after its listener returns.
    const listener = `portal_listener_${servers[1]!.child.pid}`;
    const cutUntil = Date.now() + 3000;
    while (Date.now() < cutUntil) {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`, [name, listener]);
      await new Promise((r) => setTimeout(r, 150));
    }
    sending = false;
    await Promise.all(senders);
    await away;

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    db.on('error', () => {}); // dropped with the database at the end
    const stored = async () => Number((await db.query(`select last_seq from chat_conversations where order_id = $1`, [ref.order_id])).rows[0].last_seq);
    await until(async () => {
      const last = await stored();
      return members.every((m) => m.pendingCount === 0 && m.lastContiguous === last);
    }, 20_000, 'every member to hold every message').catch(async (err: Error) => {
      const state = members.map((m) => `${m.name}: ${m.lastContiguous} held, ${m.pendingCount} pending, connected ${m.connected}`).join('; ');
      throw new Error(`${err.message} (stored ${await stored()}; ${state})\n${servers[1]!.output()}`);
    });
    const last = await stored();
    const rows = (await db.query(`select client_id from chat_messages m join chat_conversations c on c.id = m.conversation_id where c.order_id = $1 and m.client_id = any($2)`, [ref.order_id, sent])).rows;
    await db.end();
    members.forEach((m) => m.stop());

    // Every send stored once, whatever was retried.
    expect(rows.length).toBe(sent.length);
    expect(new Set(rows.map((r) => r.client_id)).size).toBe(sent.length);
    for (const member of members) {
      expect({ member: member.name, duplicates: member.duplicates, outOfOrder: member.outOfOrder }).toEqual({ member: member.name, duplicates: 0, outOfOrder: 0 });
      expect([...member.held.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    expect(sent.length).toBeGreaterThan(60);
  }, 90_000);
});
