// The version of the API's contract: the OpenAPI document's `info.version` and the `API-Version`
// header of every /v2 answer. The major is the path's (/v2) and never changes under it; the minor
// grows with each release that adds to the contract (docs/api-versioning.md). What a release may
// not do without a declared deprecation is checked against docs/openapi/released.json.
export const API_VERSION = "2.0.0";

export const API_VERSION_HEADER = "API-Version";
