import { z, type ZodType } from 'zod';
import type { ResponseMeta } from '../http/responds';
import { MessageAnswer } from '../http/response-fields';
import { UserAnswer } from '../users/user-schema';
import { listPageSchema } from '../admin/list/list-resource';
import { BootstrapAnswer } from './bootstrap-data-schema';
import { OverviewReportSchema, PlaysReportSchema, VisitorsReportSchema } from './insights-answers';
import { AnnouncementAnswer, MarkAsReadSchema, NotificationPageSchema, NotificationSubscriptionsSchema } from './notification-answers';
import { AdminUserRow, ConfirmedAnswer, LoginAnswer, QrCodeAnswer, RecoveryCodesAnswer, RegisterAnswer, SignedIn, UserPermissionsAnswer } from './account-answers';
import { TokenPayload } from '../access-tokens/routes';

const json = (schema: ZodType, status = 200, description = status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK'): ResponseMeta => ({ status, description, schema });
const html = (description: string): ResponseMeta => ({ status: 200, description, mediaType: 'text/html' });
const empty = (description: string): ResponseMeta => ({ status: 204, description });

/**
 * Success answers of routes whose files carry no `responds()` marker, keyed
 * by `METHOD /path` as Hono holds the route: worker/auth/, worker/bootstrap/,
 * worker/notifications/, worker/insights/ and worker/admin/users/ were not
 * this change's to edit (issue 25 part 6). Each entry is one marker to move
 * into its route (docs/decisions/008-api-docs.md); the document's builder
 * fails on an entry that names no route, so none goes stale.
 */
export const ANSWERS_BOUND_HERE: Record<string, ResponseMeta[]> = {
  'GET /api/v1/bootstrap-data': [json(BootstrapAnswer)],

  'POST /auth/register': [json(RegisterAnswer)],
  'POST /auth/login': [json(LoginAnswer)],
  'POST /auth/two-factor-challenge': [json(SignedIn)],
  'POST /auth/logout': [json(BootstrapAnswer)],
  'POST /auth/forgot-password': [json(MessageAnswer)],
  'POST /auth/reset-password': [json(MessageAnswer)],
  'PUT /auth/user/password': [json(UserAnswer)],
  'GET /auth/user/confirmed-password-status': [json(ConfirmedAnswer)],
  'POST /auth/user/confirm-password': [json(ConfirmedAnswer)],
  'POST /auth/user/two-factor-authentication': [json(RecoveryCodesAnswer)],
  'DELETE /auth/user/two-factor-authentication': [json(UserAnswer)],
  'GET /auth/user/two-factor/qr-code': [json(QrCodeAnswer)],
  'POST /auth/user/confirmed-two-factor-authentication': [json(UserAnswer)],
  'POST /auth/user/two-factor-recovery-codes': [json(RecoveryCodesAnswer)],
  'POST /api/v1/resend-email-verification': [json(MessageAnswer)],
  'POST /api/v1/validate-email-verification-otp': [json(UserAnswer)],

  'GET /api/v1/notifications': [json(NotificationPageSchema)],
  'POST /api/v1/notifications/mark-as-read': [json(MarkAsReadSchema)],
  'GET /api/v1/notifications/me/subscriptions': [json(NotificationSubscriptionsSchema)],
  'PUT /api/v1/notifications/me/subscriptions': [json(NotificationSubscriptionsSchema)],
  'GET /api/v1/notifications/live': [{ status: 101, description: "Switching Protocols: the WebSocket to the user's NotificationHub" }],
  'POST /api/v1/notifications/announcements': [json(AnnouncementAnswer, 202)],
  'GET /api/v1/notifications/unsubscribe': [html('A page asking to confirm the unsubscribe')],
  'POST /api/v1/notifications/unsubscribe': [html('A page saying the emails stopped')],

  'GET /api/v1/insights/:type/:id': [json(PlaysReportSchema)],
  'GET /api/v1/admin/reports/plays': [json(PlaysReportSchema)],
  'GET /api/v1/admin/reports/visitors': [json(VisitorsReportSchema)],
  'GET /api/v1/admin/reports/overview': [json(OverviewReportSchema)],
  'POST /api/v1/analytics/page-views': [empty('The view is counted')],

  'GET /api/v1/users': [json(listPageSchema(AdminUserRow))],
  'POST /api/v1/users': [json(UserAnswer, 201)],
  'POST /api/v1/users/:id/ban': [json(UserAnswer)],
  'DELETE /api/v1/users/:id/ban': [json(UserAnswer)],
  'DELETE /api/v1/users/:id/two-factor': [json(UserAnswer)],
  'DELETE /api/v1/users/:id/sessions': [json(MessageAnswer)],
  'PUT /api/v1/users/:id/password': [json(MessageAnswer)],
  'GET /api/v1/users/:id/permissions': [json(UserPermissionsAnswer)],
  'PUT /api/v1/users/:id/permissions': [json(UserAnswer)],
  'GET /api/v1/users/:id/access-tokens': [json(z.object({ tokens: z.array(TokenPayload) }))],
  'DELETE /api/v1/users/:id/access-tokens/:tokenId': [json(MessageAnswer)],
};
