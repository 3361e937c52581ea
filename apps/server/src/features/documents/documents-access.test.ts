import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/http-client';
import { MODULES, buildWorld, docxBytes, pdfBytes, uploaded, type World } from './documents.fixtures';

// Who may call what, with well-formed requests (so the answer is about access, not input).

let t: TestApp;
let w: World;
let foreign: World;
let order: Awaited<ReturnType<TestApp['factories']['order']>>;
let draftId: string;
let files: { pdf: { key: string }; word: { key: string } };

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'access.test');
  foreign = await buildWorld(t, 'elsewhere.test');
  order = await t.factories.order(w.site, w.customer, { writer: w.writer, modules: [MODULES.previous, MODULES.revision, MODULES.final, MODULES.linkedin] });
  const pdf = await pdfBytes();
  const draft = await w.as.writer.post('/api/writer/orders/revision/upload', {
    order_id: order.id,
    serviceId: order.service._id,
    data: { dataPdf: await uploaded(w.as.writer, 'a.pdf', pdf, 'pdf'), dataWord: await uploaded(w.as.writer, 'a.docx', docxBytes(), 'word') },
  });
  draftId = draft.body.draft._id;
  files = { pdf: await uploaded(w.as.writer, 'b.pdf', pdf, 'pdf'), word: await uploaded(w.as.writer, 'b.docx', docxBytes(), 'word') };
});
afterAll(() => t.close());

const sid = () => order.service._id;
const customerGets = () => [
  `/api/customer/orders/previous-file/get/${sid()}/${order.id}`,
  `/api/customer/orders/revision/get/${sid()}/${order.id}`,
  `/api/customer/orders/final/get/${sid()}/${order.id}`,
  `/api/customer/orders/linkedin/get/${order.id}`,
];
const writerGets = () => [
  `/api/writer/orders/previous-file/get/${sid()}/${order.id}`,
  `/api/writer/orders/revision/get/${sid()}/${order.id}`,
  `/api/writer/orders/final/get/${sid()}/${order.id}`,
  `/api/writer/orders/linkedin/get/${order.id}`,
];
const customerPosts = (): [string, object][] => [
  [`/api/customer/orders/previous-file/upload/${sid()}/${order.id}`, { order_id: order.id, serviceId: sid(), uploadedFiles: [], deletedFiles: [], taskId: 'previous_document' }],
  ['/api/customer/orders/revision/rate-review', { order_id: order.id, draft_id: draftId, data: { rating: 5, review: 'Great' } }],
  ['/api/customer/orders/revision/finalize', { order_id: order.id, serviceId: sid(), taskId: 'revision_process' }],
];
const writerPosts = (): [string, object][] => [
  ['/api/writer/orders/revision/upload', { order_id: order.id, serviceId: sid(), data: { dataPdf: files.pdf, dataWord: files.word } }],
  ['/api/writer/orders/final/upload', { order_id: order.id, serviceId: sid(), taskId: 'final_document', dataPdf: files.pdf, dataWord: files.word }],
  ['/api/writer/orders/linkedin/upload', { order_id: order.id, data: files.pdf, taskId: 'final_linkedin' }],
];

async function statuses(client: TestClient, gets: string[], posts: [string, object][]): Promise<number[]> {
  const out: number[] = [];
  for (const path of gets) out.push((await client.get(path)).status);
  for (const [path, body] of posts) out.push((await client.post(path, body)).status);
  return out;
}

describe('documents access', () => {
  it('anonymous callers get 401 everywhere', async () => {
    const codes = await statuses(t.client(w.site.host), [...customerGets(), ...writerGets()], [...customerPosts(), ...writerPosts()]);
    expect(new Set(codes)).toEqual(new Set([401]));
  });

  it('another customer of the site gets 404 on the customer calls', async () => {
    const codes = await statuses(w.as.otherCustomer, customerGets(), customerPosts());
    expect(new Set(codes)).toEqual(new Set([404]));
  });

  it('another writer of the site gets 404 on the writer calls', async () => {
    const codes = await statuses(w.as.otherWriter, writerGets(), writerPosts());
    expect(new Set(codes)).toEqual(new Set([404]));
  });

  it('a reviewer reads the writer calls but gets 403 on every write', async () => {
    const reads = await statuses(w.as.reviewer, writerGets(), []);
    expect(new Set(reads)).toEqual(new Set([200]));
    const writes = await statuses(w.as.reviewer, [], [...customerPosts(), ...writerPosts()]);
    expect(new Set(writes)).toEqual(new Set([403]));
  });

  it('writers get 403 on the customer calls, customers on the writer calls', async () => {
    expect(new Set(await statuses(w.as.writer, customerGets(), customerPosts()))).toEqual(new Set([403]));
    expect(new Set(await statuses(w.as.customer, writerGets(), writerPosts()))).toEqual(new Set([403]));
  });

  it('the same roles on another site get 404 for this site’s order', async () => {
    const onForeign = (who: keyof World['as']) => foreign.as[who];
    const customerCodes = await statuses(onForeign('customer'), customerGets(), customerPosts());
    const writerCodes = await statuses(onForeign('writer'), writerGets(), writerPosts());
    const adminCodes = await statuses(onForeign('admin'), writerGets(), writerPosts());
    expect(new Set([...customerCodes, ...writerCodes, ...adminCodes])).toEqual(new Set([404]));
  });

  it('the site’s admin may read and write the writer calls', async () => {
    const reads = await statuses(w.as.admin, writerGets(), []);
    expect(new Set(reads)).toEqual(new Set([200]));
    const file = await uploaded(w.as.admin, 'LinkedIn.pdf', await pdfBytes(), 'any-document');
    const res = await w.as.admin.post('/api/writer/orders/linkedin/upload', { order_id: order.id, data: file, taskId: 'final_linkedin' });
    expect(res.status).toBe(200);
  });
});
