import { findRefusedText } from '@market/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, type ErrorDetail, refusedTextError } from '../../lib/errors.js';
import { readMultipart } from '../../plugins/uploads.js';
import { type IncomingFile, MESSAGE_FORM } from './inquiry-files.js';

/** Zod issues as the 400 of API.md: the first problem's message and one detail per field. */
function validationError(issues: z.core.$ZodIssue[]) {
  const details: ErrorDetail[] = issues.map((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return { path: issue.keys.join(', '), message: `Unknown field: ${issue.keys.join(', ')}` };
    return { path: base, message: issue.message };
  });
  return badRequest(details[0]?.message ?? 'Invalid request', details, 'VALIDATION_FAILED');
}

/**
 * Reads a message request: multipart (text fields + up to 5 `attachments`, checked by content)
 * or a JSON body without files, validated with `schema`. Empty optional form fields count as absent.
 */
export async function readMessageRequest<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ input: z.output<S>; files: IncomingFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Expected a form or a JSON object');
    // No route schema reads this body, so the route validator's text rule is applied here.
    const refused = findRefusedText(body);
    if (refused.length > 0) throw refusedTextError(refused);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    return { input: parsed.data, files: [] };
  }
  const form = await readMultipart(request, MESSAGE_FORM);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (key !== 'message' && one === '') continue;
    fields[key] = one;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    await form.cleanup();
    throw validationError(parsed.error.issues);
  }
  return { input: parsed.data, files: form.files.attachments };
}
