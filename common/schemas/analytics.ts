import { z } from 'zod';

export const PageViewSchema = z.object({
  path: z.string().trim().min(1).max(512),
  referrer: z.string().trim().max(512).optional(),
});
export type PageViewInput = z.infer<typeof PageViewSchema>;
