// The bench's worst slot schedule, seeded before the server starts (idempotent): a host whose
// schedule has 50 all-day rules (the most the API accepts) and a 5-minute event type (the shortest)
// on it. The baseline is the demo seed's intro call (30 minutes, weekdays 09:00-17:00 in Berlin),
// seeded here too: the embedded server seeds the demo only into an empty database.
import { seedDemoData } from "@/lib/server/roots/demo-seed";
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";

const WORST_EVENT_TYPE = "bench-worst-event";
const SCHEDULE = "bench-worst-schedule";

const db = await openConfiguredDatabase();
try {
  const prisma = db.prisma;
  await seedDemoData(prisma);
  if (!(await prisma.eventType.findUnique({ where: { id: WORST_EVENT_TYPE } }))) {
    const host = await prisma.user.upsert({
      where: { email: "bench-host@example.com" },
      update: {},
      create: { email: "bench-host@example.com", username: "bench-host", name: "Bench Host", passwordHash: "x" },
    });
    const allDay = { days: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" };
    await prisma.schedule.create({
      data: {
        id: SCHEDULE,
        userId: host.id,
        name: "Always",
        timeZone: "Europe/Berlin",
        rules: { create: Array.from({ length: 50 }, () => allDay) },
      },
    });
    await prisma.eventType.create({
      data: {
        id: WORST_EVENT_TYPE,
        hostId: host.id,
        scheduleId: SCHEDULE,
        title: "Five minutes",
        slug: "five",
        lengthInMinutes: 5,
      },
    });
  }
} finally {
  await db.close();
}
