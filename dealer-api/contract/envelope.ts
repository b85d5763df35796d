import { z } from "zod";

/** `{ data: { data: T } }`: the envelope most content and list calls answer with. */
export const nested = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: z.object({ data: inner }) });

/** `{ data: T }`: the flat envelope (vehicle search lists, form definitions). */
export const flat = <T extends z.ZodTypeAny>(inner: T) => z.object({ data: inner });

export const paginationMeta = z.object({
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** Error body every failing endpoint answers with (status carries the meaning). */
export const apiError = z.object({ error: z.object({ status: z.number().int(), message: z.string() }) });
export type ApiError = z.infer<typeof apiError>;
