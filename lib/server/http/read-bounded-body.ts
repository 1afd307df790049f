// A request body read in chunks up to a bound (a Content-Length header can lie): null as soon as
// it is larger, so no endpoint buffers more than it will ever accept.
export async function readBoundedBody(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
