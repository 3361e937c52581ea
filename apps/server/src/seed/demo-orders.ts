import { eq } from 'drizzle-orm';
import { orderProgress } from '@portal/domain/orders/rules';
import type { Db } from '../platform/db/database';
import { newId } from '../platform/db/ids';
import * as t from '../platform/db/schema';
import type { Storage } from '../platform/storage/storage';
import { sampleDocx } from './demo-docx';
import { samplePdf } from './demo-files';

type DemoService = { _id: string; serviceName: string; serviceModules: { id: string; title: string }[] };
type DemoPackage = { id: string; name: string; price: number; services: DemoService[] };

export type SeedContext = {
  db: Db;
  storage: Storage;
  siteId: string;
  currency: string;
  contractId: string;
  surveyId: string;
  careerQuestionnaireId: string;
  users: Record<string, string>;
  pkgs: { resume: DemoPackage; booster: DemoPackage; executive: DemoPackage };
  downloadables: { title: string; data: { key: string } }[];
};

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** Orders at every stage: unassigned, new, in progress with a draft awaiting review, completed, hidden. */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { users, pkgs } = ctx;
  const customer = users['customer@example.com']!;
  const taylor = users['taylor@example.com']!;
  const writer = users['writer@example.com']!;
  const writer2 = users['writer2@example.com']!;
  const resume = pkgs.booster.services[0]!;
  const cover = pkgs.booster.services[1]!;

  await order(ctx, { number: 1001, customerId: customer, pkg: pkgs.resume, createdAt: daysAgo(1) });
  // Just bought and already assigned: the customer starts from the initial questions.
  await order(ctx, { number: 1007, customerId: customer, pkg: pkgs.resume, writerId: writer, createdAt: new Date(Date.now() - 60 * 60 * 1000) });
  await order(ctx, { number: 1002, customerId: customer, pkg: pkgs.executive, writerId: writer, createdAt: daysAgo(3), started: true });

  const inProgress = await order(ctx, { number: 1003, customerId: customer, pkg: pkgs.booster, writerId: writer, createdAt: daysAgo(20), started: true, dueInDays: 5 });
  await task(ctx, inProgress, resume._id, ctx.careerQuestionnaireId, careerAnswers());
  await task(ctx, inProgress, cover._id, cover.serviceModules[0]!.id, { company: 'Acme Corp', posting: 'Lead the sales team in the northeast region.', why: 'I want to grow a team from scratch.' });
  const previous = await demoFile(ctx, inProgress, 'Jordan Lee - old resume.pdf', 'Jordan Lee', ['Sales Manager, Globex (2019 - today)', 'Account Executive, Initech (2015 - 2019)'], customer);
  await ctx.db.insert(t.orderDocuments).values({ id: newId(), siteId: ctx.siteId, orderId: inProgress, serviceId: resume._id, kind: 'previous', data: { files: [previous] } });
  await task(ctx, inProgress, resume._id, 'previous_document', null);
  const draftLines = ['Sales leader with 9 years of growth in B2B software.', 'Grew regional revenue 38% in two years.'];
  const draft = await demoFile(ctx, inProgress, 'Jordan Lee - Resume draft 1.pdf', 'Jordan Lee — Draft 1', draftLines, writer);
  const draftWord = await demoWordFile(ctx, inProgress, 'Jordan Lee - Resume draft 1.docx', 'Jordan Lee — Draft 1', draftLines, writer);
  await ctx.db.insert(t.drafts).values({ id: newId(), siteId: ctx.siteId, orderId: inProgress, serviceId: resume._id, data: { dataPdf: draft, dataWord: draftWord, dataOther: null, additionalFiles: [], notes: 'First draft: I focused the summary on your sales leadership. Tell me what you think!' }, createdAt: daysAgo(2), updatedAt: daysAgo(2) });
  await setProgress(ctx, inProgress, pkgs.booster, { [resume._id]: { sentByWriter: true, pendingClientReview: false } });

  const completed = await order(ctx, { number: 1004, customerId: customer, pkg: pkgs.resume, writerId: writer, createdAt: daysAgo(45), started: true });
  const done = pkgs.resume.services[0]!;
  await task(ctx, completed, done._id, ctx.careerQuestionnaireId, careerAnswers());
  for (const m of ['previous_document', 'revision_process', 'final_document']) await task(ctx, completed, done._id, m, null);
  // Every step of the completed order has what made it done: the uploaded resume, the accepted
  // draft and the final files, dated in the order they happened.
  const oldResume = await demoFile(ctx, completed, 'Jordan Lee - resume 2024.pdf', 'Jordan Lee', ['Sales Manager, Globex (2019 - today)'], customer);
  await ctx.db.insert(t.orderDocuments).values({ id: newId(), siteId: ctx.siteId, orderId: completed, serviceId: done._id, kind: 'previous', data: { files: [oldResume] }, updatedAt: daysAgo(43) });
  const acceptedLines = ['Sales leader with 9 years of growth in B2B software.', 'Grew regional revenue 38% in two years.'];
  const accepted = await demoFile(ctx, completed, 'Jordan Lee - Resume draft 1.pdf', 'Jordan Lee — Draft 1', acceptedLines, writer);
  await ctx.db.insert(t.drafts).values({ id: newId(), siteId: ctx.siteId, orderId: completed, serviceId: done._id, data: { dataPdf: accepted, dataWord: null, dataOther: null, additionalFiles: [], notes: 'First draft, built around your sales leadership.' }, rating: 5, review: 'Perfect, thank you!', reviewedByUser: true, createdAt: daysAgo(20), updatedAt: daysAgo(18) });
  const finalLines = ['Sales leader with 9 years of growth in B2B software.', 'Final version.'];
  const finalPdf = await demoFile(ctx, completed, 'Jordan Lee - Resume.pdf', 'Jordan Lee', finalLines, writer);
  const finalWord = await demoWordFile(ctx, completed, 'Jordan Lee - Resume.docx', 'Jordan Lee', finalLines, writer);
  await ctx.db.insert(t.orderDocuments).values({ id: newId(), siteId: ctx.siteId, orderId: completed, serviceId: done._id, kind: 'final', data: { dataPdf: finalPdf, dataWord: finalWord, otherFiles: [], writerNotes: 'Congratulations on your new resume! Use the PDF for online applications.' }, updatedAt: daysAgo(12) });
  await setProgress(ctx, completed, pkgs.resume, {}, daysAgo(12));

  const hidden = await order(ctx, { number: 1005, customerId: customer, pkg: pkgs.resume, createdAt: daysAgo(60), hide: true });
  const taylorOrder = await order(ctx, { number: 1006, customerId: taylor, pkg: pkgs.resume, writerId: writer2, createdAt: daysAgo(6), started: true });
  await task(ctx, taylorOrder, pkgs.resume.services[0]!._id, ctx.careerQuestionnaireId, careerAnswers());
  await setProgress(ctx, taylorOrder, pkgs.resume, {});

  // Numbered as the site numbers its invoices (1, 2, 3... in the order they were made), and the site's
  // counter left at the last, so the admin's first new invoice takes the next number.
  const invoice = (number: number, customerId: string, orderId: string | null, packageName: string, status: 'paid' | 'unpaid' | 'refunded', price: number, refundAmount: number | null, at: Date) =>
    ({ id: newId(), siteId: ctx.siteId, number, customerId, orderId, packageName, status, price, currency: ctx.currency, refundAmount, createdAt: at });
  const demoInvoices = [
    invoice(1, customer, hidden, pkgs.resume.name, 'refunded', pkgs.resume.price, pkgs.resume.price, daysAgo(60)),
    invoice(2, customer, completed, pkgs.resume.name, 'paid', pkgs.resume.price, null, daysAgo(45)),
    invoice(3, customer, inProgress, pkgs.booster.name, 'paid', pkgs.booster.price, null, daysAgo(20)),
    invoice(4, taylor, taylorOrder, pkgs.resume.name, 'paid', pkgs.resume.price, null, daysAgo(6)),
    invoice(5, customer, inProgress, 'Express delivery (48 hours)', 'unpaid', 4900, null, daysAgo(1)),
  ];
  await ctx.db.insert(t.invoices).values(demoInvoices);
  await ctx.db.insert(t.invoiceCounters).values({ siteId: ctx.siteId, lastNumber: demoInvoices.length });
}

type OrderSeed = { number: number; customerId: string; pkg: DemoPackage; writerId?: string; createdAt: Date; started?: boolean; hide?: boolean; dueInDays?: number };

async function order(ctx: SeedContext, o: OrderSeed): Promise<string> {
  const id = newId();
  await ctx.db.insert(t.orders).values({
    id,
    siteId: ctx.siteId,
    number: o.number,
    customerId: o.customerId,
    writerId: o.writerId ?? null,
    packageId: o.pkg.id,
    package: {
      packageName: o.pkg.name,
      packagePrice: o.pkg.price,
      packageServices: o.pkg.services,
      packageDownloadables: o.pkg === ctx.pkgs.resume ? [] : ctx.downloadables,
      contract_id: ctx.contractId,
      surveyDetails: { _id: ctx.surveyId },
    },
    invoiceCurrency: ctx.currency,
    invoicePrice: o.pkg.price,
    hideOrder: o.hide ?? false,
    customerIndustries: o.started ? ['Sales', 'Information Technology'] : null,
    yearsOfExperience: o.started ? 'mid-senior' : null,
    contractSigned: o.started ?? false,
    contractSignature: o.started ? { signerName: 'Jordan Lee', signedAt: new Date(o.createdAt.getTime() + DAY).toISOString(), image: null } : null,
    assignedAt: o.writerId ? new Date(o.createdAt.getTime() + DAY / 2) : null,
    dueDate: o.dueInDays ? new Date(Date.now() + o.dueInDays * DAY) : null,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
  });
  return id;
}

async function task(ctx: SeedContext, orderId: string, serviceId: string, taskId: string, data: unknown) {
  await ctx.db.insert(t.completedTasks).values({ id: newId(), siteId: ctx.siteId, orderId, serviceId, taskId, serviceType: taskId, data });
}

async function setProgress(ctx: SeedContext, orderId: string, pkg: DemoPackage, revisionData: object, completedAt?: Date) {
  const tasks = await ctx.db.select().from(t.completedTasks).where(eq(t.completedTasks.orderId, orderId));
  const statusPercentage = orderProgress({ packageServices: pkg.services }, tasks.map((x) => ({ taskId: x.taskId, serviceId: x.serviceId })));
  await ctx.db.update(t.orders).set({ statusPercentage, revisionData, completedAt: statusPercentage === 100 ? (completedAt ?? new Date()) : null }).where(eq(t.orders.id, orderId));
}

async function demoFile(ctx: SeedContext, orderId: string, name: string, title: string, lines: string[], uploadedBy: string) {
  return storeFile(ctx, orderId, name, await samplePdf(title, lines), 'application/pdf', uploadedBy);
}

async function demoWordFile(ctx: SeedContext, orderId: string, name: string, title: string, lines: string[], uploadedBy: string) {
  return storeFile(ctx, orderId, name, sampleDocx(title, lines), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', uploadedBy);
}

async function storeFile(ctx: SeedContext, orderId: string, name: string, bytes: Buffer, mimetype: string, uploadedBy: string) {
  const key = newId();
  await ctx.storage.put(key, bytes, mimetype);
  await ctx.db.insert(t.files).values({ key, siteId: ctx.siteId, orderId, uploadedBy, purpose: 'upload', originalName: name, mimeType: mimetype, size: bytes.length });
  return { key, originalname: name, mimetype, size: bytes.length };
}

const careerAnswers = () => ({
  targetRole: 'Regional Sales Director',
  contactEmail: 'customer@example.com',
  startDate: '2027-01-15',
  achievements: 'Grew regional revenue 38% in two years; built a team of 12; won the 2024 President’s Club.',
  seniority: 'Senior',
  tone: 'Balanced',
  extras: ['Certifications', 'Languages'],
});
