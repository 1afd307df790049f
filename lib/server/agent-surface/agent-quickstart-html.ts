// The agent quickstart page as one self-contained HTML document (no script; its one inline style
// allowed by hash), built once per process with this deployment's addresses in every example.
import { createHash } from "node:crypto";
import { AGENT_SURFACE_WORDS } from "@/lib/ui-words/agent-surface";
import { PLATFORM_NAME } from "@/lib/ui-words/shell";
import { API_VERSION_HEADER } from "../api/api-version";
import type { CatalogPlaces } from "./api-catalog";

const W = AGENT_SURFACE_WORDS.quickstart;
const REDIRECT = "http://127.0.0.1:8765/callback";
const DOCUMENT_URL = "https://agent.example.com/oauth/client.json";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `
:root { color-scheme: light dark; --fg: #0f172a; --muted: #475569; --bg: #f8fafc; --line: #cbd5e1; --link: #1d40c9; --code: #f1f5f9; }
@media (prefers-color-scheme: dark) { :root { --fg: #e2e8f0; --muted: #a3b1c6; --bg: #0b1220; --line: #40506c; --link: #a9c1ff; --code: #131c2e; } }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 52rem; margin: 0 auto; padding: 2rem 1rem; }
a { color: var(--link); } h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; margin-top: 2rem; }
code, pre { font-family: ui-monospace, monospace; }
pre { background: var(--code); border: 1px solid var(--line); border-radius: .25rem; padding: .5rem; font-size: .8125rem; white-space: pre-wrap; overflow-wrap: anywhere; }
:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
`;

export function agentQuickstartPolicy(): string {
  const style = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;
  return `default-src 'none'; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** The example of each step, in the order of the words' steps. */
function examples(p: CatalogPlaces): string[] {
  const { apiIdentifier: api, issuer } = p;
  const resource = encodeURIComponent(api);
  return [
    `curl -i ${api}/me
# HTTP/1.1 401 ... WWW-Authenticate: Bearer resource_metadata="${p.resourceMetadataUrl}", scope="PROFILE_READ"
curl ${p.resourceMetadataUrl}
# {"resource":"${api}","authorization_servers":["${issuer}"], ...}
curl ${issuer}/.well-known/oauth-authorization-server
# {"authorization_endpoint":"${issuer}/auth/oauth2/authorize","token_endpoint":"${p.baseUrl}/v2/auth/oauth2/token", ...}`,
    JSON.stringify(
      {
        client_id: DOCUMENT_URL,
        client_name: "My scheduling agent",
        redirect_uris: [REDIRECT],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
        scope: "PROFILE_READ",
      },
      null,
      2,
    ),
    `code_verifier=$(openssl rand -base64 96 | tr -dc 'A-Za-z0-9' | cut -c1-64)
code_challenge=$(printf %s "$code_verifier" | openssl dgst -sha256 -binary | openssl base64 | tr '+/' '-_' | tr -d '=\\n')`,
    `${issuer}/auth/oauth2/authorize?response_type=code
  &client_id=${encodeURIComponent(DOCUMENT_URL)}
  &redirect_uri=${encodeURIComponent(REDIRECT)}
  &scope=PROFILE_READ&state=RANDOM_STATE
  &code_challenge=$code_challenge&code_challenge_method=S256
  &resource=${resource}`,
    `${REDIRECT}?code=THE_CODE&state=RANDOM_STATE&iss=${encodeURIComponent(issuer)}`,
    `curl ${p.baseUrl}/v2/auth/oauth2/token \\
  -d grant_type=authorization_code -d code=THE_CODE \\
  --data-urlencode redirect_uri=${REDIRECT} \\
  --data-urlencode client_id=${DOCUMENT_URL} \\
  -d code_verifier=$code_verifier \\
  --data-urlencode resource=${api}`,
    `curl ${api}/me -H "Authorization: Bearer $access_token"
# ${API_VERSION_HEADER}: ...
# {"status":"success","data":{"id":"...","email":"...","username":"...","name":"...","timeZone":"Europe/Berlin"}}`,
    `curl ${p.baseUrl}/v2/auth/oauth2/token \\
  -d grant_type=refresh_token -d refresh_token=$refresh_token \\
  --data-urlencode client_id=${DOCUMENT_URL} \\
  --data-urlencode resource=${api}`,
  ];
}

export function agentQuickstartHtml(places: CatalogPlaces): string {
  const code = examples(places);
  const steps = W.steps
    .map(
      (step, i) =>
        `<li><h2 id="step-${i + 1}">${escape(step.title)}</h2><p>${escape(step.text)}</p><pre><code>${escape(code[i] ?? "")}</code></pre></li>`,
    )
    .join("\n");
  const words = AGENT_SURFACE_WORDS;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`${W.pageTitle} · ${PLATFORM_NAME}`)}</title><style>${STYLE}</style></head>
<body><main id="main">
<p><a href="/docs/api">${escape(W.back)}</a></p>
<h1>${escape(W.pageTitle)}</h1>
<p>${escape(W.intro)}</p>
<ol>
${steps}
</ol>
<h2 id="versions">${escape(words.links.versioning)}</h2>
<ul>${words.facts.map((fact) => `<li>${escape(fact)}</li>`).join("")}</ul>
<p>${escape(W.next)} <a href="/v2/openapi.json">/v2/openapi.json</a>, <a href="/docs/api">/docs/api</a>.</p>
</main></body></html>
`;
}
