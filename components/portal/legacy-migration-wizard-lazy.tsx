"use client";
// The migration wizard (a form library and zod) as its own script, loaded only where it shows: on
// a legacy client's overview. Every other client's overview loads none of it.
import dynamic from "next/dynamic";

export const LegacyMigrationWizardLazy = dynamic(() =>
  import("./legacy-migration-wizard").then((m) => m.LegacyMigrationWizard),
);
