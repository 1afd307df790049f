-- The public cancel and reschedule need the per-booking secret handed to the attendee (its
-- SHA-256 here), no longer the attendee's email, which every host-side read returns.
ALTER TABLE "Booking" ADD COLUMN "attendeeSecretHash" TEXT;
