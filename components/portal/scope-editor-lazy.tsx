"use client";
// The scope editor (a form library and zod) as its own script, loaded only where it shows: for the
// owner of a client that is not legacy. The read-only list loads none of it.
import dynamic from "next/dynamic";

export const ScopeEditorLazy = dynamic(() => import("./scope-editor").then((m) => m.ScopeEditor));
