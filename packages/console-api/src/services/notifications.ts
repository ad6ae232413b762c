import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, Paged } from '../types/common';
import type {
  DeliveryListParams,
  NotificationDelivery,
  NotificationRule,
  NotificationRuleRequest,
  SavedNotificationRule,
} from '../types/notifications';

/** Alarm notifications: rules, a rule's Send Test and the delivery log. */
export function createNotificationsService(http: HttpClient) {
  return {
    listRules(options: CallOptions = {}): Promise<NotificationRule[]> {
      return http.request({ method: 'GET', path: '/notifications/rules/', ...options });
    },

    getRule(id: number, options: CallOptions = {}): Promise<NotificationRule> {
      return http.request({
        method: 'GET',
        path: `/notifications/rules/${segment(id)}/`,
        ...options,
      });
    },

    /** 201 with the rule; a webhook rule's `secret` is in this answer only. */
    createRule(request: NotificationRuleRequest): Promise<SavedNotificationRule> {
      return http.request({ method: 'POST', path: '/notifications/rules/', json: request });
    },

    updateRule(
      id: number,
      changes: Partial<NotificationRuleRequest>,
    ): Promise<SavedNotificationRule> {
      return http.request({
        method: 'PATCH',
        path: `/notifications/rules/${segment(id)}/`,
        json: changes,
      });
    },

    removeRule(id: number): Promise<void> {
      return http.request({ method: 'DELETE', path: `/notifications/rules/${segment(id)}/` });
    },

    /** Queues one test message per recipient (202); the delivery log shows the answer. */
    testRule(id: number): Promise<{ detail: string }> {
      return http.request({ method: 'POST', path: `/notifications/rules/${segment(id)}/test/` });
    },

    listDeliveries(
      params: DeliveryListParams = {},
      options: CallOptions = {},
    ): Promise<Paged<NotificationDelivery>> {
      return http.request({
        method: 'GET',
        path: '/notifications/deliveries/',
        query: { ...params },
        ...options,
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
