// One request of an example, written in each language the reference offers: curl, JavaScript
// (fetch) and Python (requests). Pure text; the values were chosen from the schemas before
// (reference-examples.ts).

export interface ExampleRequest {
  /** Which variant of the body this is (`grant_type=refresh_token`), when the body has several. */
  readonly label?: string;
  readonly method: string;
  /** With the path's ids and the query filled in. */
  readonly url: string;
  /** Sends the access token (`$ACCESS_TOKEN`) as a bearer token. */
  readonly bearer: boolean;
  /** HTTP Basic client authentication (client_secret_basic). */
  readonly basic?: { readonly id: string; readonly secret: string };
  readonly json?: unknown;
  readonly form?: Readonly<Record<string, string>>;
  /** A browser goes there, not a program: the example only builds the URL. */
  readonly browser?: boolean;
  /** The success answer has a JSON body to print. */
  readonly answersJson: boolean;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Form-encoded, with `:` and `/` left as they are for readability (both are allowed there). */
const formEncode = (text: string) => encodeURIComponent(text).replace(/%3A/g, ":").replace(/%2F/g, "/");
const bareOrQuoted = (text: string) => (/^[A-Za-z0-9_.~:/=%-]+$/.test(text) ? text : shellQuote(text));

/** A JavaScript literal of a JSON value, as a formatter writes it: bare keys where they may be, trailing commas. */
export function jsLiteral(value: unknown, indent = ""): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsLiteral(v, inner)},`).join("\n")}\n${indent}}`;
}

function curlOne(request: ExampleRequest): string {
  const label = request.label ? `# ${request.label}\n` : "";
  const lines = [`curl${request.method === "GET" ? "" : ` -X ${request.method}`} ${shellQuote(request.url)}`];
  if (request.browser) {
    lines[0] = `curl -i${request.method === "GET" ? "" : ` -X ${request.method}`} ${shellQuote(request.url)}`;
    const form = Object.entries(request.form ?? {}).map(
      ([name, value]) => `-d ${bareOrQuoted(`${name}=${formEncode(value)}`)}`,
    );
    return `${label}# A browser's step: send the user there. curl -i shows the first redirect.\n${[...lines, ...form].join(" \\\n  ")}`;
  }
  if (request.basic) lines.push(`-u ${shellQuote(`${request.basic.id}:${request.basic.secret}`)}`);
  if (request.bearer) lines.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
  if (request.json !== undefined) {
    lines.push(`-H "Content-Type: application/json"`);
    lines.push(`-d ${shellQuote(JSON.stringify(request.json))}`);
  }
  for (const [name, value] of Object.entries(request.form ?? {}))
    lines.push(`-d ${bareOrQuoted(`${name}=${formEncode(value)}`)}`);
  return label + lines.join(" \\\n  ");
}

export function curlExample(requests: readonly ExampleRequest[]): string {
  return requests.map(curlOne).join("\n\n");
}

function fetchOne(request: ExampleRequest, name: string): string {
  const label = request.label ? `// ${request.label}\n` : "";
  if (request.browser && request.form)
    return `${label}// In the browser: post a form with these fields.
const form = Object.assign(document.createElement("form"), { method: "POST", action: ${JSON.stringify(request.url)} });
for (const [name, value] of Object.entries(${jsLiteral(request.form)}))
  form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
document.body.append(form);
form.submit();`;
  if (request.browser)
    return `${label}// In the browser (or answer with a redirect to it from your server):\nwindow.location.assign(${JSON.stringify(request.url)});`;
  const headers = [
    ...(request.basic
      ? [`Authorization: \`Basic \${btoa(${JSON.stringify(`${request.basic.id}:${request.basic.secret}`)})}\``]
      : []),
    ...(request.bearer ? ["Authorization: `Bearer ${process.env.ACCESS_TOKEN}`"] : []),
    ...(request.json !== undefined ? ['"Content-Type": "application/json"'] : []),
  ];
  const options = [
    ...(request.method === "GET" ? [] : [`method: ${JSON.stringify(request.method)}`]),
    ...(headers.length ? [`headers: {\n${headers.map((h) => `    ${h},`).join("\n")}\n  }`] : []),
    ...(request.json !== undefined ? [`body: JSON.stringify(${jsLiteral(request.json, "  ")})`] : []),
    ...(request.form ? [`body: new URLSearchParams(${jsLiteral(request.form, "  ")})`] : []),
  ];
  const call = options.length
    ? `await fetch(${JSON.stringify(request.url)}, {\n${options.map((o) => `  ${o},`).join("\n")}\n})`
    : `await fetch(${JSON.stringify(request.url)})`;
  const print = request.answersJson
    ? `console.log(${name}.status, await ${name}.json());`
    : `console.log(${name}.status);`;
  return `${label}const ${name} = ${call};\n${print}`;
}

export function fetchExample(requests: readonly ExampleRequest[]): string {
  // Each variant its own name, so the whole example runs as pasted.
  return requests.map((r, i) => fetchOne(r, i === 0 ? "response" : `response${i + 1}`)).join("\n\n");
}

/** A Python literal of a JSON value (JSON's string escapes are Python's too). */
export function pythonLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number" || typeof value === "string") return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join("\n")}\n${indent}}`;
}

function requestsOne(request: ExampleRequest): string {
  const label = request.label ? `# ${request.label}\n` : "";
  if (request.browser && request.form)
    return `${label}# Have the user's browser post these fields to the URL (an HTML form from your web app):\nurl = ${JSON.stringify(request.url)}\nfields = ${pythonLiteral(request.form)}`;
  if (request.browser)
    return `${label}# Redirect the user's browser to this URL from your web app:\nurl = ${JSON.stringify(request.url)}`;
  const args = [
    JSON.stringify(request.url),
    ...(request.bearer ? [`headers={"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"}`] : []),
    ...(request.basic ? [`auth=(${JSON.stringify(request.basic.id)}, ${JSON.stringify(request.basic.secret)})`] : []),
    ...(request.json !== undefined ? [`json=${pythonLiteral(request.json, "    ")}`] : []),
    ...(request.form ? [`data=${pythonLiteral(request.form, "    ")}`] : []),
  ];
  const method = request.method.toLowerCase();
  const call =
    args.length === 1
      ? `requests.${method}(${args[0]})`
      : `requests.${method}(\n${args.map((a) => `    ${a},`).join("\n")}\n)`;
  const print = request.answersJson ? "print(response.status_code, response.json())" : "print(response.status_code)";
  return `${label}response = ${call}\n${print}`;
}

export function requestsExample(requests: readonly ExampleRequest[]): string {
  const programs = requests.filter((r) => !r.browser);
  const imports = [
    ...(programs.some((r) => r.bearer) ? ["import os"] : []),
    ...(programs.length ? ["import requests"] : []),
  ];
  const body = requests.map(requestsOne).join("\n\n");
  return imports.length ? `${imports.join("\n")}\n\n${body}` : body;
}
