// Every API operation's route module under app/v2, with its path: all but the OAuth endpoints
// under auth/ and the OpenAPI document (./api-routes.ts adds it; it is built from these).
// app/v2/api-policy.test.ts fails when a route file is missing.
import type { RouteModule } from "@/lib/server/api/policy";
import * as bookingsRoute from "./bookings/route";
import * as bookingsBookingUidRoute from "./bookings/[bookingUid]/route";
import * as bookingsBookingUidCancelRoute from "./bookings/[bookingUid]/cancel/route";
import * as bookingsBookingUidCancelAsHostRoute from "./bookings/[bookingUid]/cancel-as-host/route";
import * as bookingsBookingUidConfirmRoute from "./bookings/[bookingUid]/confirm/route";
import * as bookingsBookingUidDeclineRoute from "./bookings/[bookingUid]/decline/route";
import * as bookingsBookingUidRescheduleRoute from "./bookings/[bookingUid]/reschedule/route";
import * as calendarsRoute from "./calendars/route";
import * as calendarsCalendarIdDisconnectRoute from "./calendars/[calendarId]/disconnect/route";
import * as eventTypesRoute from "./event-types/route";
import * as eventTypesEventTypeIdRoute from "./event-types/[eventTypeId]/route";
import * as meRoute from "./me/route";
import * as meInvitationsRoute from "./me/invitations/route";
import * as meInvitationsInvitationIdAcceptRoute from "./me/invitations/[invitationId]/accept/route";
import * as meInvitationsInvitationIdDeclineRoute from "./me/invitations/[invitationId]/decline/route";
import * as organizationsOrgIdBookingsRoute from "./organizations/[orgId]/bookings/route";
import * as organizationsOrgIdBookingsBookingUidCancelRoute from "./organizations/[orgId]/bookings/[bookingUid]/cancel/route";
import * as organizationsOrgIdBookingsBookingUidConfirmRoute from "./organizations/[orgId]/bookings/[bookingUid]/confirm/route";
import * as organizationsOrgIdBookingsBookingUidDeclineRoute from "./organizations/[orgId]/bookings/[bookingUid]/decline/route";
import * as organizationsOrgIdEventTypesRoute from "./organizations/[orgId]/event-types/route";
import * as organizationsOrgIdEventTypesEventTypeIdRoute from "./organizations/[orgId]/event-types/[eventTypeId]/route";
import * as organizationsOrgIdMembershipsRoute from "./organizations/[orgId]/memberships/route";
import * as organizationsOrgIdRoutingFormsRoute from "./organizations/[orgId]/routing-forms/route";
import * as organizationsOrgIdSchedulesRoute from "./organizations/[orgId]/schedules/route";
import * as organizationsOrgIdSchedulesScheduleIdRoute from "./organizations/[orgId]/schedules/[scheduleId]/route";
import * as organizationsOrgIdTeamsRoute from "./organizations/[orgId]/teams/route";
import * as organizationsOrgIdTeamsTeamIdRoute from "./organizations/[orgId]/teams/[teamId]/route";
import * as organizationsOrgIdTeamsTeamIdBookingsRoute from "./organizations/[orgId]/teams/[teamId]/bookings/route";
import * as organizationsOrgIdTeamsTeamIdEventTypesRoute from "./organizations/[orgId]/teams/[teamId]/event-types/route";
import * as organizationsOrgIdTeamsTeamIdMembershipsRoute from "./organizations/[orgId]/teams/[teamId]/memberships/route";
import * as organizationsOrgIdTeamsTeamIdRoutingFormsRoute from "./organizations/[orgId]/teams/[teamId]/routing-forms/route";
import * as organizationsOrgIdTeamsTeamIdSchedulesRoute from "./organizations/[orgId]/teams/[teamId]/schedules/route";
import * as organizationsOrgIdTeamsTeamIdWorkflowsRoute from "./organizations/[orgId]/teams/[teamId]/workflows/route";
import * as organizationsOrgIdWebhooksRoute from "./organizations/[orgId]/webhooks/route";
import * as organizationsOrgIdWebhooksWebhookIdRoute from "./organizations/[orgId]/webhooks/[webhookId]/route";
import * as organizationsOrgIdWebhooksWebhookIdDeliveriesRoute from "./organizations/[orgId]/webhooks/[webhookId]/deliveries/route";
import * as organizationsOrgIdWebhooksWebhookIdDeliveriesDeliveryIdRedeliverRoute from "./organizations/[orgId]/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route";
import * as organizationsOrgIdWebhooksWebhookIdRotateSecretRoute from "./organizations/[orgId]/webhooks/[webhookId]/rotate-secret/route";
import * as organizationsOrgIdWebhooksWebhookIdTestRoute from "./organizations/[orgId]/webhooks/[webhookId]/test/route";
import * as schedulesRoute from "./schedules/route";
import * as schedulesScheduleIdRoute from "./schedules/[scheduleId]/route";
import * as slotsRoute from "./slots/route";
import * as teamsTeamIdRoute from "./teams/[teamId]/route";
import * as teamsTeamIdBookingsRoute from "./teams/[teamId]/bookings/route";
import * as teamsTeamIdBookingsBookingUidCancelRoute from "./teams/[teamId]/bookings/[bookingUid]/cancel/route";
import * as teamsTeamIdBookingsBookingUidConfirmRoute from "./teams/[teamId]/bookings/[bookingUid]/confirm/route";
import * as teamsTeamIdBookingsBookingUidDeclineRoute from "./teams/[teamId]/bookings/[bookingUid]/decline/route";
import * as teamsTeamIdCalendarsRoute from "./teams/[teamId]/calendars/route";
import * as teamsTeamIdCalendarsCalendarIdDisconnectRoute from "./teams/[teamId]/calendars/[calendarId]/disconnect/route";
import * as teamsTeamIdEventTypesRoute from "./teams/[teamId]/event-types/route";
import * as teamsTeamIdEventTypesEventTypeIdRoute from "./teams/[teamId]/event-types/[eventTypeId]/route";
import * as teamsTeamIdMembershipsRoute from "./teams/[teamId]/memberships/route";
import * as teamsTeamIdRoutingFormsRoute from "./teams/[teamId]/routing-forms/route";
import * as teamsTeamIdSchedulesRoute from "./teams/[teamId]/schedules/route";
import * as teamsTeamIdSchedulesScheduleIdRoute from "./teams/[teamId]/schedules/[scheduleId]/route";
import * as teamsTeamIdVerifiedResourcesEmailsRoute from "./teams/[teamId]/verified-resources/emails/route";
import * as teamsTeamIdWorkflowsRoute from "./teams/[teamId]/workflows/route";
import * as verifiedResourcesEmailsRoute from "./verified-resources/emails/route";
import * as webhooksRoute from "./webhooks/route";
import * as webhooksWebhookIdRoute from "./webhooks/[webhookId]/route";
import * as webhooksWebhookIdDeliveriesRoute from "./webhooks/[webhookId]/deliveries/route";
import * as webhooksWebhookIdDeliveriesDeliveryIdRedeliverRoute from "./webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route";
import * as webhooksWebhookIdRotateSecretRoute from "./webhooks/[webhookId]/rotate-secret/route";
import * as webhooksWebhookIdTestRoute from "./webhooks/[webhookId]/test/route";

/** Path patterns in OpenAPI form (`{teamId}`), exactly as the folders name them. */
export const OPERATION_ROUTES: readonly { readonly path: string; readonly module: RouteModule }[] = [
  { path: "/v2/bookings", module: bookingsRoute },
  { path: "/v2/bookings/{bookingUid}", module: bookingsBookingUidRoute },
  { path: "/v2/bookings/{bookingUid}/cancel", module: bookingsBookingUidCancelRoute },
  { path: "/v2/bookings/{bookingUid}/cancel-as-host", module: bookingsBookingUidCancelAsHostRoute },
  { path: "/v2/bookings/{bookingUid}/confirm", module: bookingsBookingUidConfirmRoute },
  { path: "/v2/bookings/{bookingUid}/decline", module: bookingsBookingUidDeclineRoute },
  { path: "/v2/bookings/{bookingUid}/reschedule", module: bookingsBookingUidRescheduleRoute },
  { path: "/v2/calendars", module: calendarsRoute },
  { path: "/v2/calendars/{calendarId}/disconnect", module: calendarsCalendarIdDisconnectRoute },
  { path: "/v2/event-types", module: eventTypesRoute },
  { path: "/v2/event-types/{eventTypeId}", module: eventTypesEventTypeIdRoute },
  { path: "/v2/me", module: meRoute },
  { path: "/v2/me/invitations", module: meInvitationsRoute },
  { path: "/v2/me/invitations/{invitationId}/accept", module: meInvitationsInvitationIdAcceptRoute },
  { path: "/v2/me/invitations/{invitationId}/decline", module: meInvitationsInvitationIdDeclineRoute },
  { path: "/v2/organizations/{orgId}/bookings", module: organizationsOrgIdBookingsRoute },
  {
    path: "/v2/organizations/{orgId}/bookings/{bookingUid}/cancel",
    module: organizationsOrgIdBookingsBookingUidCancelRoute,
  },
  {
    path: "/v2/organizations/{orgId}/bookings/{bookingUid}/confirm",
    module: organizationsOrgIdBookingsBookingUidConfirmRoute,
  },
  {
    path: "/v2/organizations/{orgId}/bookings/{bookingUid}/decline",
    module: organizationsOrgIdBookingsBookingUidDeclineRoute,
  },
  { path: "/v2/organizations/{orgId}/event-types", module: organizationsOrgIdEventTypesRoute },
  { path: "/v2/organizations/{orgId}/event-types/{eventTypeId}", module: organizationsOrgIdEventTypesEventTypeIdRoute },
  { path: "/v2/organizations/{orgId}/memberships", module: organizationsOrgIdMembershipsRoute },
  { path: "/v2/organizations/{orgId}/routing-forms", module: organizationsOrgIdRoutingFormsRoute },
  { path: "/v2/organizations/{orgId}/schedules", module: organizationsOrgIdSchedulesRoute },
  { path: "/v2/organizations/{orgId}/schedules/{scheduleId}", module: organizationsOrgIdSchedulesScheduleIdRoute },
  { path: "/v2/organizations/{orgId}/teams", module: organizationsOrgIdTeamsRoute },
  { path: "/v2/organizations/{orgId}/teams/{teamId}", module: organizationsOrgIdTeamsTeamIdRoute },
  { path: "/v2/organizations/{orgId}/teams/{teamId}/bookings", module: organizationsOrgIdTeamsTeamIdBookingsRoute },
  {
    path: "/v2/organizations/{orgId}/teams/{teamId}/event-types",
    module: organizationsOrgIdTeamsTeamIdEventTypesRoute,
  },
  {
    path: "/v2/organizations/{orgId}/teams/{teamId}/memberships",
    module: organizationsOrgIdTeamsTeamIdMembershipsRoute,
  },
  {
    path: "/v2/organizations/{orgId}/teams/{teamId}/routing-forms",
    module: organizationsOrgIdTeamsTeamIdRoutingFormsRoute,
  },
  { path: "/v2/organizations/{orgId}/teams/{teamId}/schedules", module: organizationsOrgIdTeamsTeamIdSchedulesRoute },
  { path: "/v2/organizations/{orgId}/teams/{teamId}/workflows", module: organizationsOrgIdTeamsTeamIdWorkflowsRoute },
  { path: "/v2/organizations/{orgId}/webhooks", module: organizationsOrgIdWebhooksRoute },
  { path: "/v2/organizations/{orgId}/webhooks/{webhookId}", module: organizationsOrgIdWebhooksWebhookIdRoute },
  {
    path: "/v2/organizations/{orgId}/webhooks/{webhookId}/deliveries",
    module: organizationsOrgIdWebhooksWebhookIdDeliveriesRoute,
  },
  {
    path: "/v2/organizations/{orgId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
    module: organizationsOrgIdWebhooksWebhookIdDeliveriesDeliveryIdRedeliverRoute,
  },
  {
    path: "/v2/organizations/{orgId}/webhooks/{webhookId}/rotate-secret",
    module: organizationsOrgIdWebhooksWebhookIdRotateSecretRoute,
  },
  { path: "/v2/organizations/{orgId}/webhooks/{webhookId}/test", module: organizationsOrgIdWebhooksWebhookIdTestRoute },
  { path: "/v2/schedules", module: schedulesRoute },
  { path: "/v2/schedules/{scheduleId}", module: schedulesScheduleIdRoute },
  { path: "/v2/slots", module: slotsRoute },
  { path: "/v2/teams/{teamId}", module: teamsTeamIdRoute },
  { path: "/v2/teams/{teamId}/bookings", module: teamsTeamIdBookingsRoute },
  { path: "/v2/teams/{teamId}/bookings/{bookingUid}/cancel", module: teamsTeamIdBookingsBookingUidCancelRoute },
  { path: "/v2/teams/{teamId}/bookings/{bookingUid}/confirm", module: teamsTeamIdBookingsBookingUidConfirmRoute },
  { path: "/v2/teams/{teamId}/bookings/{bookingUid}/decline", module: teamsTeamIdBookingsBookingUidDeclineRoute },
  { path: "/v2/teams/{teamId}/calendars", module: teamsTeamIdCalendarsRoute },
  {
    path: "/v2/teams/{teamId}/calendars/{calendarId}/disconnect",
    module: teamsTeamIdCalendarsCalendarIdDisconnectRoute,
  },
  { path: "/v2/teams/{teamId}/event-types", module: teamsTeamIdEventTypesRoute },
  { path: "/v2/teams/{teamId}/event-types/{eventTypeId}", module: teamsTeamIdEventTypesEventTypeIdRoute },
  { path: "/v2/teams/{teamId}/memberships", module: teamsTeamIdMembershipsRoute },
  { path: "/v2/teams/{teamId}/routing-forms", module: teamsTeamIdRoutingFormsRoute },
  { path: "/v2/teams/{teamId}/schedules", module: teamsTeamIdSchedulesRoute },
  { path: "/v2/teams/{teamId}/schedules/{scheduleId}", module: teamsTeamIdSchedulesScheduleIdRoute },
  { path: "/v2/teams/{teamId}/verified-resources/emails", module: teamsTeamIdVerifiedResourcesEmailsRoute },
  { path: "/v2/teams/{teamId}/workflows", module: teamsTeamIdWorkflowsRoute },
  { path: "/v2/verified-resources/emails", module: verifiedResourcesEmailsRoute },
  { path: "/v2/webhooks", module: webhooksRoute },
  { path: "/v2/webhooks/{webhookId}", module: webhooksWebhookIdRoute },
  { path: "/v2/webhooks/{webhookId}/deliveries", module: webhooksWebhookIdDeliveriesRoute },
  {
    path: "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
    module: webhooksWebhookIdDeliveriesDeliveryIdRedeliverRoute,
  },
  { path: "/v2/webhooks/{webhookId}/rotate-secret", module: webhooksWebhookIdRotateSecretRoute },
  { path: "/v2/webhooks/{webhookId}/test", module: webhooksWebhookIdTestRoute },
];
