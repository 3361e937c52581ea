import { z } from 'zod/mini';
import type { ContractView } from '@portal/domain/contracts/calls';
import { CONTRACT_ALREADY_SIGNED_MESSAGE, CONTRACT_NOT_SIGNED_MESSAGE, NO_CONTRACT_MESSAGE, contractFileName } from '@portal/domain/contracts/rules';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { streamToBuffer } from '../../platform/storage/storage';
import { FilesService } from '../files';
import { contractBlocks, sanitizeContractHtml } from './contract-html';
import { writeContractPdf } from './contract-pdf';
import { deleteFileRow, findContract, type SignatureRecord } from './contracts.store';
import { readSignature } from './signature-png';
import { loadOrderFor, loadOrderForCustomer, markContractSigned, type OrderRow } from '../orders';

// Older records (the demo data) carry `image` instead of `fileKey`; every field is optional here.
const storedSignature = z.object({
  fileKey: z.nullish(z.string()),
  signerName: z.nullish(z.string()),
  signedAt: z.nullish(z.string()),
});

export class ContractsService {
  private readonly files: FilesService;

  constructor(
    private readonly platform: Platform,
    files: FilesService,
  ) {
    this.files = files;
  }

  private get db(): Db {
    return this.platform.database.db;
  }

  async view(actor: Actor, orderId: string): Promise<ContractView> {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    const contract = await this.contractOf(actor, order);
    const signature = order.contractSigned ? readStored(order.contractSignature) : null;
    return {
      title: contract.title,
      content: sanitizeContractHtml(contract.contentHtml),
      signed: order.contractSigned,
      ...(signature?.signedAt ? { signedAt: signature.signedAt } : {}),
      ...(signature?.signerName ? { signerName: signature.signerName } : {}),
      ...(signature?.fileKey ? { signatureKey: signature.fileKey } : {}),
    };
  }

  /**
   * Signs with the pad's PNG: checked, stored as a file of the order, then the order is marked
   * signed with who, when and from where. Nothing is written when the image is refused.
   */
  async sign(actor: Actor, orderId: string, dataUrl: string, ip: string): Promise<void> {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    await this.contractOf(actor, order);
    if (order.contractSigned) throw new AppError('conflict', CONTRACT_ALREADY_SIGNED_MESSAGE);
    const checked = readSignature(dataUrl);
    if ('problem' in checked) throw badRequest(checked.problem, { data: checked.problem });

    const stored = await this.files.upload(actor.site, actor.user, 'image', { filename: `signature-${order.number}.png`, bytes: checked.bytes });
    await this.files.attachToOrder(actor.site.id, actor.user, order.id, [stored.key]);
    const signature: SignatureRecord = {
      fileKey: stored.key,
      signerName: `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.email,
      signedAt: new Date().toISOString(),
      ip,
    };
    if (await markContractSigned(this.db, { siteId: actor.site.id, orderId: order.id }, signature)) return;
    await deleteFileRow(this.db, actor.site.id, stored.key);
    await this.platform.storage.remove(stored.key);
    throw new AppError('conflict', CONTRACT_ALREADY_SIGNED_MESSAGE);
  }

  /** The signed contract as a PDF, for anyone who may see the order. */
  async pdf(actor: Actor, orderId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
    const order = await loadOrderFor(this.db, actor, orderId);
    const contract = await this.contractOf(actor, order);
    if (!order.contractSigned) throw new AppError('conflict', CONTRACT_NOT_SIGNED_MESSAGE);
    const signature = readStored(order.contractSignature);
    const bytes = await writeContractPdf({
      companyName: actor.site.config?.companyName || actor.site.name,
      title: contract.title,
      orderNumber: order.number,
      blocks: contractBlocks(sanitizeContractHtml(contract.contentHtml)),
      signature: {
        png: signature?.fileKey ? await this.signatureImage(signature.fileKey) : null,
        signerName: signature?.signerName ?? null,
        signedAt: signature?.signedAt ? new Date(signature.signedAt) : null,
      },
    });
    return { fileName: contractFileName(order.number), bytes };
  }

  private async contractOf(actor: Actor, order: OrderRow) {
    const contractId = (order.package as OrderPackage).contract_id;
    const contract = contractId ? await findContract(this.db, actor.site.id, contractId) : null;
    if (!contract) throw notFound(NO_CONTRACT_MESSAGE);
    return contract;
  }

  private async signatureImage(key: string): Promise<Buffer | null> {
    const stream = await this.platform.storage.get(key);
    return stream ? streamToBuffer(stream) : null;
  }
}

function readStored(value: unknown) {
  const parsed = storedSignature.safeParse(value);
  if (!parsed.success) return null;
  const signedAt = parsed.data.signedAt && !Number.isNaN(Date.parse(parsed.data.signedAt)) ? parsed.data.signedAt : null;
  return { fileKey: parsed.data.fileKey ?? null, signerName: parsed.data.signerName ?? null, signedAt };
}
