import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { ChatHub } from './chat-hub';
import { startChatMail } from './chat-mail.job';
import { registerChatLive } from './chat.live';
import { registerChatRoutes } from './chat.routes';
import type { ChatService } from './chat.service';

/** The chat: its events on the live connection, the hub that fans messages out, its calls and its mail. */
export async function registerChat(app: FastifyInstance, platform: Platform, chat: ChatService): Promise<void> {
  const log = (message: string, err?: unknown) => app.log.error({ err }, message);
  const hub = new ChatHub(platform.database, log);
  await hub.start();
  registerChatLive(platform.live, chat, hub);
  registerChatRoutes(app, platform);
  const mail = startChatMail(platform, log);
  app.addHook('onClose', async () => {
    await hub.stop();
    await mail.stop();
  });
}
