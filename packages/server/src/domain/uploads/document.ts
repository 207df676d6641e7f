import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { Value } from "@sinclair/typebox/value";
import { ApiCode, DocumentUploadFields } from "@sxz/contract";
import type { DocumentUploadData } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { AuthContext } from "../auth/access-tokens";
import { DOCUMENT_BUCKET } from "./buckets";
import type { UploadContext } from "./context";
import { receiveFailure } from "./receive-errors";
import { describeFile, insertFile } from "./stored-files";
import { fileKey } from "./storage/storage";
import type { Written } from "./storage/storage";

/** One part of a multipart form, as the route hands it over. */
export type FormPart =
  { kind: "field"; name: string; value: string } | { kind: "file"; name: string; fileName: string; stream: Readable };

/**
 * Document upload (CL-UP-4): a multipart form with `file`, `fileName` and `provider`, in any order. The file
 * is streamed into storage under a fresh UUID as it arrives; the fields are checked once the form has ended, and a
 * refused form's file is removed again.
 */
export async function receiveDocument(
  ctx: UploadContext,
  auth: AuthContext,
  parts: AsyncIterable<FormPart>,
): Promise<DocumentUploadData> {
  const fields: Record<string, string> = {};
  const uuid = randomUUID();
  let received: Written | undefined;
  let formFileName = "";
  try {
    for await (const part of parts) {
      if (part.kind === "field") {
        fields[part.name] = part.value;
      } else if (part.name === "file" && !received) {
        formFileName = part.fileName;
        received = await ctx.store.write(fileKey(uuid), part.stream, { maxBytes: ctx.maxBytes });
      } else {
        part.stream.resume();
      }
    }
  } catch (error) {
    if (received) await ctx.store.remove(fileKey(uuid));
    throw receiveFailure(error, "uploadTooLarge", { size: `> ${ctx.maxBytes}`, max: ctx.maxBytes });
  }
  if (!received) throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadFileMissing");
  // fileName may be left out: the name the browser gave the file part stands in.
  const candidate = { fileName: fields.fileName ?? formFileName, provider: fields.provider };
  if (!Value.Check(DocumentUploadFields, candidate)) {
    await ctx.store.remove(fileKey(uuid));
    const first = [...Value.Errors(DocumentUploadFields, candidate)][0];
    throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadFieldsInvalid", {
      detail: `${first?.path ?? ""} ${first?.message ?? ""}`.trim(),
    });
  }
  const now = ctx.now();
  const row = {
    uuid,
    user_id: auth.userId,
    tenant_id: auth.tenantId,
    kind: "document" as const,
    bucket: DOCUMENT_BUCKET,
    module: "document",
    provider: candidate.provider,
    file_name: candidate.fileName,
    status: "stored" as const,
    size: received.size,
    sha256: received.sha256,
    created_at: now,
    stored_at: now,
  };
  await insertFile(ctx.db, row);
  return { ...describeFile(row, ctx.baseUrl, ctx.secret), provider: candidate.provider };
}
