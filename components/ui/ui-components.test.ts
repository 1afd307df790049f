// The shared building blocks as they render: what every page that uses them relies on for
// assistive technology (names, roles, descriptions) and for reading the address safely.
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostButton } from "@/components/shared/post-button";
import { SubmitButton } from "@/components/shared/submit-button";
import { Field } from "@/components/ui/field";
import { Notice, OutcomeNotice, readOutcome } from "@/components/ui/notice";
import { Region } from "@/components/ui/region";
import { SelectField } from "@/components/ui/select-field";
import { TableHead } from "@/components/ui/table-head";

// Children come as arguments, as JSX passes them, so the props need not name them.
const html = <P extends object>(type: ComponentType<P>, props: Omit<P, "children">, ...children: string[]) =>
  renderToStaticMarkup(createElement(type, props as P, ...children));

describe("TableHead", () => {
  it("scopes every header to its column, hides a screen-reader-only label and leaves out a null column", () => {
    const head = html(TableHead, {
      cellClassName: "px-3",
      columns: ["Name", null, { label: "Actions", srOnly: true }, { label: "Users", className: "text-right" }],
    });
    expect(head.match(/<th scope="col"/g)).toHaveLength(3);
    expect(head).toContain('<th scope="col" class="px-3">Name</th>');
    expect(head).toContain('<span class="sr-only">Actions</span>');
    expect(head).toContain('<th scope="col" class="text-right">Users</th>');
  });
});

describe("Field and SelectField", () => {
  it("ties the control to its label and to its hint while there is no error", () => {
    const field = html(Field, { label: "Slug", name: "slug", hint: "Lower-case letters" });
    expect(field).toContain('<label for="slug"');
    expect(field).toContain('aria-describedby="slug-hint"');
    expect(field).toContain('id="slug-hint"');
    expect(field).not.toContain("aria-invalid");
  });

  it("once refused, marks the control invalid and describes it by the error, announced at once", () => {
    const field = html(Field, { label: "Slug", name: "slug", hint: "Lower-case letters", error: "Taken" });
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('aria-describedby="slug-error"');
    expect(field).toContain('<p id="slug-error" class="mt-1 text-xs text-red-600" role="alert">Taken</p>');
    expect(field).not.toContain("Lower-case letters");
  });

  it("keeps a description the caller gives, e.g. a count beside the box", () => {
    expect(html(Field, { label: "Filter", id: "f", "aria-describedby": "f-count" })).toContain(
      'aria-describedby="f-count"',
    );
  });

  it("lists the options of a select, by value and words", () => {
    const select = html(SelectField, {
      id: "sort",
      label: "Order",
      options: ["oldest", { value: "newest", label: "Newest first" }],
    });
    expect(select).toContain('<option value="oldest">oldest</option>');
    expect(select).toContain('<option value="newest">Newest first</option>');
  });
});

describe("Notice and readOutcome", () => {
  it("announces good news politely and a warning or a failure at once", () => {
    expect(html(Notice, { tone: "success" }, "Saved")).toContain('role="status"');
    expect(html(Notice, { tone: "warning" }, "Check")).toContain('role="alert"');
    expect(html(Notice, { tone: "error" }, "Failed")).toContain('role="alert"');
    expect(html(OutcomeNotice, { text: null, good: true })).toBe("");
  });

  it("reads only outcomes the page has words for, never a key from the prototype", () => {
    const outcomes = { saved: "Saved.", invalid: "Check the form." };
    expect(readOutcome(outcomes, "saved")).toBe("saved");
    expect(readOutcome(outcomes, "constructor")).toBeNull();
    expect(readOutcome(outcomes, "__proto__")).toBeNull();
    expect(readOutcome(outcomes, ["saved"])).toBeNull();
    expect(readOutcome(outcomes, undefined)).toBeNull();
  });
});

describe("Region", () => {
  it("is a section named by its heading", () => {
    const region = html(Region, { title: "Sessions", id: "sessions-heading", anchor: "sessions" }, "…");
    expect(region).toContain('<section id="sessions" aria-labelledby="sessions-heading"');
    expect(region).toContain('<h2 id="sessions-heading">Sessions</h2>');
  });
});

describe("SubmitButton and PostButton", () => {
  it("is off and says it is working while a react-hook-form form is pending", () => {
    const button = html(SubmitButton, { pending: true, pendingLabel: "Saving…" }, "Save");
    expect(button).toContain('disabled=""');
    expect(button).toContain('aria-busy="true"');
    expect(button).toContain(">Saving…</button>");
  });

  it("posts what it acts on in hidden fields, with its accessible name", () => {
    const form = html(
      PostButton,
      { action: async () => {}, fields: { userId: "u1", disabled: "false" }, label: "Enable a@example.com" },
      "Enable",
    );
    expect(form).toContain('<input type="hidden" name="userId" value="u1"/>');
    expect(form).toContain('<input type="hidden" name="disabled" value="false"/>');
    expect(form).toContain('aria-label="Enable a@example.com"');
    expect(form).toContain('type="submit"');
  });
});
