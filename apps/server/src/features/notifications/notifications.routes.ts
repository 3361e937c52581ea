import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/notifications/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import type { NotificationsService } from './notifications.service';

// Reviewers have no bell (spec 002 2.8, 2.10): they neither read nor clear notifications.
const BELL_OWNERS = ['user', 'writer', 'admin'] as const;

export function registerNotificationRoutes(app: FastifyInstance, _platform: Platform, service: NotificationsService): void {
  addRoute(app, calls.listNotifications, [...BELL_OWNERS], async ({ site, user, query }) => {
    return { status: true, ...(await service.list({ site, user }, query)) };
  });

  addRoute(app, calls.clearNotifications, [...BELL_OWNERS], async ({ site, user, body }) => {
    return { status: true, ...(await service.clear({ site, user }, body.notificationsIds)) };
  });

  addRoute(app, calls.clearSingleNotification, [...BELL_OWNERS], async ({ site, user, body }) => {
    return { status: true, ...(await service.clear({ site, user }, [body.notificationsId])) };
  });
}
