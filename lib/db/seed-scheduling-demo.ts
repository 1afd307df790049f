// Scheduling demo data with fixed ids (DEMO_SCHEDULING): Uma's working hours and event types,
// bookings in the past and the future, the team's event type and schedule, webhooks, calendars,
// verified emails, routing forms and a workflow. Idempotent: existing rows are left alone.
import type { LiveBookingStatus } from "@/lib/scheduling/booking-status";
import { DEMO_SCHEDULING as ID } from "./demo-data";
import type { Prisma } from "./generated/client";

type Tx = Prisma.TransactionClient;
const DAY = 86_400_000;

/** 10:00 UTC on the weekday `weeks` weeks from the start of this week (Monday = 1). */
function weekdayAt(now: Date, weeks: number, weekday: number, hourUtc: number): Date {
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY,
  );
  return new Date(monday.getTime() + (weeks * 7 + weekday - 1) * DAY + hourUtc * 3_600_000);
}

export async function seedSchedulingDemo(
  tx: Tx,
  who: { userId: string; teammateId: string; teamId: string; organizationId: string },
  now = new Date(),
): Promise<void> {
  if (await tx.schedule.findUnique({ where: { id: ID.umaSchedule } })) return;
  const weekdays = [{ days: [1, 2, 3, 4, 5], startTime: "09:00", endTime: "17:00" }];
  await tx.schedule.create({
    data: {
      id: ID.umaSchedule,
      userId: who.userId,
      name: "Working hours",
      timeZone: "Europe/Berlin",
      rules: { create: weekdays },
    },
  });
  await tx.schedule.create({
    data: {
      id: ID.teamSchedule,
      teamId: who.teamId,
      name: "Support hours",
      timeZone: "UTC",
      rules: { create: [{ days: [1, 2, 3, 4, 5], startTime: "08:00", endTime: "18:00" }] },
    },
  });
  await tx.eventType.createMany({
    data: [
      {
        id: ID.introEventType,
        hostId: who.userId,
        scheduleId: ID.umaSchedule,
        title: "Intro call",
        slug: "intro",
        description: "A first 30-minute conversation.",
        lengthInMinutes: 30,
      },
      {
        id: ID.consultEventType,
        hostId: who.userId,
        scheduleId: ID.umaSchedule,
        title: "Consultation",
        slug: "consultation",
        description: "One hour; Uma confirms each request.",
        lengthInMinutes: 60,
        requiresConfirmation: true,
      },
      {
        id: ID.teamEventType,
        hostId: who.teammateId,
        teamId: who.teamId,
        scheduleId: ID.teamSchedule,
        title: "Support session",
        slug: "support",
        lengthInMinutes: 45,
      },
    ],
  });
  const booking = (
    uid: string,
    eventTypeId: string,
    hostId: string,
    title: string,
    start: Date,
    minutes: number,
    status: LiveBookingStatus,
    attendee: [string, string],
  ) => ({
    uid,
    eventTypeId,
    hostId,
    title,
    startTime: start,
    endTime: new Date(start.getTime() + minutes * 60_000),
    status,
    attendeeName: attendee[0],
    attendeeEmail: attendee[1],
    attendeeTimeZone: "Europe/London",
    slotKey: start > now ? `${eventTypeId}@${start.toISOString()}` : null,
  });
  await tx.booking.createMany({
    data: [
      booking(
        ID.pastBooking,
        ID.introEventType,
        who.userId,
        "Intro call with Paula Past",
        weekdayAt(now, -1, 2, 9),
        30,
        "ACCEPTED",
        ["Paula Past", "paula@example.org"],
      ),
      booking(
        ID.upcomingBooking,
        ID.introEventType,
        who.userId,
        "Intro call with Fred Future",
        weekdayAt(now, 1, 2, 9),
        30,
        "ACCEPTED",
        ["Fred Future", "fred@example.org"],
      ),
      booking(
        ID.pendingBooking,
        ID.consultEventType,
        who.userId,
        "Consultation with Petra Pending",
        weekdayAt(now, 1, 3, 12),
        60,
        "PENDING",
        ["Petra Pending", "petra@example.org"],
      ),
      booking(
        ID.teamBooking,
        ID.teamEventType,
        who.teammateId,
        "Support session with Carl Customer",
        weekdayAt(now, 1, 4, 10),
        45,
        "ACCEPTED",
        ["Carl Customer", "carl@example.org"],
      ),
    ],
  });
  await tx.webhook.createMany({
    data: [
      {
        id: ID.umaWebhook,
        userId: who.userId,
        subscriberUrl: "https://hooks.example.com/uma",
        triggers: ["BOOKING_CREATED", "BOOKING_CANCELLED"],
      },
      {
        id: ID.orgWebhook,
        organizationId: who.organizationId,
        subscriberUrl: "https://hooks.example.com/acme",
        triggers: ["BOOKING_CREATED"],
      },
    ],
  });
  await tx.calendarConnection.createMany({
    data: [
      { id: ID.umaCalendar, userId: who.userId, provider: "google", externalId: "uma@example.com" },
      { id: ID.teamCalendar, teamId: who.teamId, provider: "office365", externalId: "support@acme.example" },
    ],
  });
  await tx.verifiedEmail.createMany({
    data: [
      { id: ID.umaVerifiedEmail, userId: who.userId, email: "uma.work@example.com", verifiedAt: now },
      { id: ID.teamVerifiedEmail, teamId: who.teamId, email: "support@acme.example", verifiedAt: now },
    ],
  });
  const fields = [{ label: "What do you need help with?", type: "select", options: ["Billing", "Technical"] }];
  await tx.routingForm.createMany({
    data: [
      { id: ID.teamRoutingForm, teamId: who.teamId, name: "Support triage", fields },
      {
        id: ID.orgRoutingForm,
        organizationId: who.organizationId,
        name: "Contact sales",
        fields: [{ label: "Company size", type: "number" }],
      },
    ],
  });
  await tx.workflow.create({
    data: { id: ID.teamWorkflow, teamId: who.teamId, name: "Reminder a day before", trigger: "BEFORE_EVENT" },
  });
}
