// The API reference page as one self-contained HTML document: the same for every visitor (no
// session, no nonce), so it is built once per process and cached like a static file. Its styles
// and its one small script (the search box, which narrows the operations as you type, and the
// examples' language tabs) are inline and allowed by their hashes in the page's own policy
// (apiReferencePolicy); without scripts the page is whole: every language's example shows, and
// the search box and the tabs stay hidden.
import { createHash } from "node:crypto";
import { API_REFERENCE_WORDS as W } from "@/lib/ui-words/api-reference";
import { PLATFORM_NAME } from "@/lib/ui-words/shell";
import type { ReferenceOperation, apiReference } from "@/lib/server/api/reference";
import { EXAMPLE_LANGUAGES } from "@/lib/server/api/reference-examples";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// Every text colour keeps 4.5:1 on its background in both schemes (WCAG 2.2 AA 1.4.3); the method
// chips have their own pair per scheme.
const STYLE = `
:root { color-scheme: light dark; --fg: #0f172a; --muted: #475569; --bg: #f8fafc; --card: #fff; --line: #cbd5e1; --link: #1d40c9; --code: #f1f5f9;
  --get-bg: #e0f2fe; --get: #075985; --post-bg: #d1fae5; --post: #065f46; --patch-bg: #fef3c7; --patch: #92400e; --delete-bg: #ffe4e6; --delete: #9f1239; --other-bg: #e2e8f0; --other: #1e293b; }
@media (prefers-color-scheme: dark) { :root { --fg: #e2e8f0; --muted: #a3b1c6; --bg: #0b1220; --card: #131c2e; --line: #40506c; --link: #a9c1ff; --code: #0b1220;
  --get-bg: #0c2838; --get: #7dd3fc; --post-bg: #0f2e1c; --post: #86efac; --patch-bg: #33260a; --patch: #fcd34d; --delete-bg: #3b1218; --delete: #fca5a5; --other-bg: #1a2436; --other: #e2e8f0; } }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 64rem; margin: 0 auto; padding: 2rem 1rem; }
a { color: var(--link); }
h1 { font-size: 1.5rem; margin: .5rem 0; } h2 { font-size: 1.125rem; margin-top: 2rem; }
h3 { font: 600 .875rem/1.4 ui-monospace, monospace; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; overflow-wrap: anywhere; }
p { margin: .25rem 0; } .intro, .summary, ol { font-size: .875rem; } .scope { font-size: .75rem; color: var(--muted); }
nav { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; font-size: .875rem; }
nav a { border: 1px solid var(--line); border-radius: .25rem; padding: 0 .5rem; text-decoration: none; }
article { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin-top: .75rem; }
.method { border-radius: .25rem; padding: 0 .5rem; background: var(--other-bg); color: var(--other); }
.GET { background: var(--get-bg); color: var(--get); } .POST { background: var(--post-bg); color: var(--post); }
.PATCH { background: var(--patch-bg); color: var(--patch); } .DELETE { background: var(--delete-bg); color: var(--delete); }
table { width: 100%; margin-top: .5rem; border-collapse: collapse; font-size: .75rem; text-align: left; }
th { color: var(--muted); font-weight: 600; } td { border-top: 1px solid var(--line); padding: .25rem .5rem .25rem 0; } td.mono { overflow-wrap: anywhere; }
code, .mono { font-family: ui-monospace, monospace; }
pre { background: var(--code); border: 1px solid var(--line); border-radius: .25rem; padding: .5rem; margin: .25rem 0 .75rem; font-size: .75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
details { margin-top: .75rem; font-size: .875rem; } summary { cursor: pointer; color: var(--link); }
.search { margin-top: 1.5rem; } .search label { display: block; font-weight: 600; font-size: .875rem; }
.search input { box-sizing: border-box; width: 100%; max-width: 32rem; min-height: 2.5rem; margin-top: .25rem; padding: .25rem .5rem; font: inherit; color: var(--fg); background: var(--card); border: 1px solid var(--muted); border-radius: .375rem; }
.hint, .count { font-size: .75rem; color: var(--muted); }
.notes { font-size: .8125rem; color: var(--muted); }
[role=tablist]:not([hidden]) { display: flex; flex-wrap: wrap; gap: .25rem; margin: .5rem 0 .25rem; border-bottom: 1px solid var(--line); }
[role=tab] { font: inherit; font-size: .8125rem; color: var(--fg); background: none; border: 0; border-bottom: 2px solid transparent; padding: .25rem .75rem; min-height: 2rem; cursor: pointer; }
[role=tab][aria-selected=true] { border-bottom-color: var(--link); color: var(--link); font-weight: 600; }
:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
`;

// Narrows the operations to those whose text holds every typed word; hides emptied areas (and
// their links) and says how many match. No framework: it only toggles `hidden`.
const SCRIPT = `(function () {
  var box = document.getElementById("search");
  var input = document.getElementById("search-input");
  var count = document.getElementById("search-count");
  var ops = Array.prototype.slice.call(document.querySelectorAll("article[data-search]"));
  var areas = Array.prototype.slice.call(document.querySelectorAll("section[data-area]"));
  var links = Array.prototype.slice.call(document.querySelectorAll("nav a[href^='#area-']"));
  box.hidden = false;
  function narrow() {
    var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var shown = 0;
    ops.forEach(function (op) {
      var text = op.getAttribute("data-search");
      var hit = words.every(function (w) { return text.indexOf(w) !== -1; });
      op.hidden = !hit;
      if (hit) shown++;
    });
    areas.forEach(function (area) { area.hidden = !area.querySelector("article:not([hidden])"); });
    links.forEach(function (link) {
      var area = document.getElementById(link.getAttribute("href").slice(1));
      link.hidden = !area || area.hidden;
    });
    count.textContent = words.length ? count.getAttribute("data-template").replace("{shown}", shown).replace("{total}", ops.length) : "";
  }
  input.addEventListener("input", narrow);
  narrow();

  // The examples' language: one choice for every operation, kept for the next visit.
  var KEY = "api-reference-language";
  var lists = Array.prototype.slice.call(document.querySelectorAll("[role=tablist]"));
  function tabsOf(list) { return Array.prototype.slice.call(list.querySelectorAll("[role=tab]")); }
  function choose(language) {
    lists.forEach(function (list) {
      tabsOf(list).forEach(function (tab) {
        var on = tab.getAttribute("data-language") === language;
        tab.setAttribute("aria-selected", on ? "true" : "false");
        tab.tabIndex = on ? 0 : -1;
        document.getElementById(tab.getAttribute("aria-controls")).hidden = !on;
      });
    });
  }
  lists.forEach(function (list) {
    list.hidden = false;
    list.addEventListener("click", function (event) {
      var tab = event.target.closest("[role=tab]");
      if (!tab) return;
      choose(tab.getAttribute("data-language"));
      try { localStorage.setItem(KEY, tab.getAttribute("data-language")); } catch (e) {}
    });
    list.addEventListener("keydown", function (event) {
      var tabs = tabsOf(list);
      var at = tabs.indexOf(document.activeElement);
      var next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (at === -1 || next === undefined) return;
      event.preventDefault();
      var tab = tabs[(next + tabs.length) % tabs.length];
      tab.click();
      tab.focus();
    });
  });
  var saved = null;
  try { saved = localStorage.getItem(KEY); } catch (e) {}
  choose(saved && document.querySelector("[role=tab][data-language='" + saved + "']") ? saved : "curl");
})();`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The page's own policy: nothing runs or loads but its inline style and script (by hash) and same-origin images. */
export function apiReferencePolicy(): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(SCRIPT)}`,
    `style-src ${sha256(STYLE)}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function searchText(op: ReferenceOperation): string {
  return [op.method, op.path, op.summary, op.notes, ...op.scopes, ...op.fields.map((f) => f.name)]
    .join(" ")
    .toLowerCase();
}

/** Tabs, one per language, over panels that all show when scripts are off (the tab list stays hidden). */
function languagesHtml(op: ReferenceOperation): string {
  const id = (language: string) => `${op.id}-${language}`;
  const tabs = EXAMPLE_LANGUAGES.map(
    (language, i) =>
      `<button type="button" role="tab" id="${escape(id(language))}-tab" aria-controls="${escape(id(language))}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-language="${language}">${escape(W.languages[language])}</button>`,
  ).join("");
  const panels = EXAMPLE_LANGUAGES.map(
    (language) =>
      `<div role="tabpanel" id="${escape(id(language))}" aria-labelledby="${escape(id(language))}-tab" tabindex="0" data-language="${language}"><p>${escape(W.requestIn(W.languages[language]))}</p><pre><code>${escape(op.example.request[language])}</code></pre></div>`,
  ).join("");
  return `<div role="tablist" aria-label="${escape(W.language)}" hidden>${tabs}</div>${panels}`;
}

function exampleHtml(op: ReferenceOperation): string {
  const { success, error } = op.example;
  const block = (label: string, text: string) => `<p>${escape(label)}</p><pre><code>${escape(text)}</code></pre>`;
  return `<details><summary>${escape(W.example)}</summary>${languagesHtml(op)}${block(
    W.success(success.status),
    success.body ?? W.noBody,
  )}${error ? block(W.error(error.status), error.body) : ""}</details>`;
}

function callerHtml(op: ReferenceOperation): string {
  switch (op.caller) {
    case "bearer":
      return `${escape(W.scope)} <code>${escape(op.scopes.join(W.or))}</code>`;
    case "client":
      return escape(W.clientAuthentication);
    case "browser":
      return escape(W.browserOperation);
    case "anyone":
      return escape(W.publicOperation);
  }
}

function operationHtml(op: ReferenceOperation): string {
  const notes = op.notes ? `<p class="notes">${escape(op.notes)}</p>` : "";
  const fields =
    op.fields.length === 0
      ? ""
      : `<table><thead><tr><th>${escape(W.field)}</th><th>${escape(W.where)}</th><th>${escape(W.type)}</th><th>${escape(W.required)}</th></tr></thead><tbody>${op.fields
          .map(
            (f) =>
              `<tr><td class="mono">${escape(f.name)}</td><td>${escape(f.where)}</td><td class="mono">${escape(f.type)}</td><td>${escape(f.required ? W.yes : W.no)}</td></tr>`,
          )
          .join("")}</tbody></table>`;
  return `<article id="${escape(op.id)}" data-testid="api-operation" data-search="${escape(searchText(op))}"><h3><span class="method ${escape(op.method)}">${escape(op.method)}</span><span>${escape(op.path)}</span></h3><p class="summary">${escape(op.summary)}</p><p class="scope">${callerHtml(op)}</p>${notes}${fields}${exampleHtml(op)}</article>`;
}

/** The first token, step by step, as the seeded demo client gets it (the oauth area has every detail). */
function tokenHtml({ oauth, client }: Pick<ReturnType<typeof apiReference>, "oauth" | "client">): string {
  const [register, authorize, exchange, call] = W.token.steps;
  const query = new URLSearchParams({
    response_type: "code",
    client_id: client.id,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state: "abc123",
  });
  const authorizeUrl = `${oauth.authorizationUrl}?${query.toString().replace(/\+/g, "%20")}`;
  const credentials = client.secret === null ? `-d client_id=${client.id}` : `-u '${client.id}:${client.secret}'`;
  const exchangeCurl = `curl ${oauth.tokenUrl} \\\n  -d grant_type=authorization_code -d code=PASTE_CODE \\\n  -d redirect_uri=${client.redirectUri} \\\n  ${credentials}`;
  return `<section id="get-a-token" aria-labelledby="get-a-token-title"><h2 id="get-a-token-title">${escape(W.howToGetToken)}</h2><ol>
<li>${escape(register)} <a href="/settings/developer/oauth">${escape(W.token.portal)}</a></li>
<li>${escape(authorize)}<pre><code>${escape(authorizeUrl)}</code></pre></li>
<li>${escape(exchange)}<pre><code>${escape(exchangeCurl)}</code></pre></li>
<li>${escape(call)}</li>
</ol><p class="intro">${escape(W.token.metadata)} <a href="/.well-known/oauth-authorization-server">/.well-known/oauth-authorization-server</a></p></section>`;
}

export function apiReferenceHtml(reference: ReturnType<typeof apiReference>): string {
  const heading = W.heading(reference.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${W.pageTitle} · ${PLATFORM_NAME}`)}</title><style>${STYLE}</style></head>
<body><main id="main">
<p><a href="/">${escape(W.back)}</a></p>
<h1>${escape(heading)}</h1>
<p class="intro">${escape(W.intro)} <a href="#get-a-token">${escape(W.howToGetToken)}</a>. ${escape(W.machineReadable)} <a href="/v2/openapi.json">/v2/openapi.json</a>.</p>
<div class="search" id="search" role="search" hidden><label for="search-input">${escape(W.search)}</label><input id="search-input" type="search" autocomplete="off" aria-describedby="search-hint"><p class="hint" id="search-hint">${escape(W.searchHint)}</p><p class="count" id="search-count" role="status" data-template="${escape(W.searchCount)}"></p></div>
<nav aria-label="${escape(W.areas)}">${reference.groups.map((g) => `<a href="#area-${escape(g.tag)}">${escape(g.tag)}</a>`).join("")}</nav>
${reference.groups
  .map(
    (g) =>
      `<section id="area-${escape(g.tag)}" data-area><h2>${escape(g.tag)}</h2>${g.operations.map(operationHtml).join("")}</section>`,
  )
  .join("\n")}
${tokenHtml(reference)}
</main><script>${SCRIPT}</script></body></html>
`;
}
